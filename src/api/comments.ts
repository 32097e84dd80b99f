import type { KyInstance } from 'ky';
import type {
  Comment,
  CommentOrder,
  CommentPage,
  CommentReaction,
  PostCommentBody,
} from '../contracts/comment';
import { call } from './client';

/** Comments (spec 000 §7 "Comments"). */
export function createCommentsApi(http: KyInstance) {
  return {
    /** `GET /api/gen/{clip_id}/comments`: a page of top-level comments, a deep-linked one first. */
    list(
      clipId: string,
      query: { order: CommentOrder; cursor: string | null; deeplinkId: string | null },
      signal: AbortSignal,
    ): Promise<CommentPage> {
      const searchParams: Record<string, string> = { order: query.order };
      if (query.cursor) searchParams.cursor = query.cursor;
      if (query.deeplinkId) Object.assign(searchParams, { id: query.deeplinkId, deeplink: 'true' });
      return call(() =>
        http
          .get(`gen/${encodeURIComponent(clipId)}/comments`, { searchParams, signal })
          .json<CommentPage>(),
      );
    },
    /** `GET /api/comment/{id}/replies` (10 a page). */
    replies(
      commentId: string,
      query: { cursor: string | null; deeplinkId: string | null },
      signal: AbortSignal,
    ): Promise<CommentPage> {
      const searchParams: Record<string, string> = { page_size: '10' };
      if (query.cursor) searchParams.cursor = query.cursor;
      if (query.deeplinkId) searchParams.deeplinked_comment_id = query.deeplinkId;
      return call(() =>
        http
          .get(`comment/${encodeURIComponent(commentId)}/replies`, { searchParams, signal })
          .json<CommentPage>(),
      );
    },
    post(clipId: string, body: PostCommentBody, signal: AbortSignal): Promise<Comment> {
      return call(() =>
        http
          .post(`gen/${encodeURIComponent(clipId)}/comment`, { json: body, signal })
          .json<Comment>(),
      );
    },
    react(
      commentId: string,
      reaction: CommentReaction | null,
      signal: AbortSignal,
    ): Promise<Comment> {
      return call(() =>
        http
          .post(`comment/${encodeURIComponent(commentId)}/reaction`, { json: { reaction }, signal })
          .json<Comment>(),
      );
    },
    remove(commentId: string, signal: AbortSignal): Promise<unknown> {
      return call(() => http.delete(`comment/${encodeURIComponent(commentId)}`, { signal }).json());
    },
    report(commentId: string, reason: string, signal: AbortSignal): Promise<unknown> {
      return call(() =>
        http
          .post(`comment/${encodeURIComponent(commentId)}/report`, { json: { reason }, signal })
          .json(),
      );
    },
  };
}
