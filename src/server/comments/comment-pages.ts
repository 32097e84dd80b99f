import type { CommentOrder, CommentPage } from '../../contracts/comment';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { notBlocked, selectComments, toComment, type CommentRow } from './comment-view';

/** A cursor is the offset of the next page, as text; anything else is a 400. */
export function readCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new ApiError(400, 'validation', 'cursor is not valid.');
  return Number(cursor);
}

export interface PageRequest {
  viewerId: string | undefined;
  offset: number;
  size: number;
  /** A comment to show first on the first page (a deep link), left out of the pages after. */
  deeplinkId?: string;
}

type Query = ReturnType<typeof selectComments>;

/**
 * One page of `query` (top-level comments of a clip, or a thread's replies) in `order`; the
 * deep-linked comment, when it is in `query`, leads the first page.
 */
export async function commentPage(
  query: Query,
  order: CommentOrder,
  request: PageRequest,
): Promise<CommentPage> {
  const { viewerId, offset, size, deeplinkId } = request;
  const visible = query.where(notBlocked(viewerId));
  const linked = deeplinkId
    ? ((await visible.where('comment.id', '=', deeplinkId).executeTakeFirst()) as
        CommentRow | undefined)
    : undefined;
  let rest = linked ? visible.where('comment.id', '<>', linked.id) : visible;
  if (order === 'most_liked') rest = rest.orderBy('comment.likeCount', 'desc');
  rest = rest
    .orderBy('comment.createdAt', order === 'oldest' ? 'asc' : 'desc')
    .orderBy('comment.id', order === 'oldest' ? 'asc' : 'desc');
  const rows = (await rest
    .limit(size + 1)
    .offset(offset)
    .execute()) as CommentRow[];
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  const lead = linked && offset === 0 ? [linked] : [];
  return {
    comments: [...lead, ...page].map((row) => toComment(row, viewerId)),
    next_cursor: hasMore ? String(offset + size) : null,
    deeplinked_comment_id: linked?.id ?? null,
  };
}

/** The top-level comments of a clip. */
export const clipComments = (db: DB, viewerId: string | undefined, clipId: string) =>
  selectComments(db, viewerId)
    .where('comment.clipId', '=', clipId)
    .where('comment.parentId', 'is', null);

/** A thread's replies. */
export const commentReplies = (db: DB, viewerId: string | undefined, commentId: string) =>
  selectComments(db, viewerId).where('comment.parentId', '=', commentId);

/** The comments of a clip the viewer sees (replies too), as the count call answers. */
export async function countComments(db: DB, viewerId: string | undefined, clipId: string) {
  const row = await db
    .selectFrom('comment')
    .innerJoin('clip', 'clip.id', 'comment.clipId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment.clipId', '=', clipId)
    .where(notBlocked(viewerId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
