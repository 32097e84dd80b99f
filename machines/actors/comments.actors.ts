import { fromPromise } from 'xstate';
import type { Comment, CommentOrder, CommentPage } from '../../src/contracts/comment';
import type { CommentChange } from '../comments/comment-changes';
import type { CommentsPort } from './ports';

/** One change as the server's call for it; the answer is the comment as it now reads, if any. */
async function send(
  port: CommentsPort,
  clipId: string,
  change: CommentChange,
  signal: AbortSignal,
): Promise<Comment | null> {
  switch (change.kind) {
    case 'post':
      return port.post(
        clipId,
        {
          content: change.content,
          parent_id: change.parentId,
          user_mentions: change.mentions,
          track_timestamp: change.trackTimestamp,
        },
        signal,
      );
    case 'react':
      return port.react(change.commentId, change.reaction, signal);
    case 'delete':
      await port.remove(change.commentId, signal);
      return null;
    case 'report':
      await port.report(change.commentId, change.reason, signal);
      return null;
  }
}

/** The comments machine's effects, built from the comments port. */
export function createCommentsActors(port: CommentsPort) {
  return {
    fetchComments: fromPromise<
      CommentPage,
      { clipId: string; order: CommentOrder; cursor: string | null; deeplinkId: string | null }
    >(({ input, signal }) => port.list(input.clipId, input, signal)),
    fetchReplies: fromPromise<
      { commentId: string; page: CommentPage },
      { commentId: string; cursor: string | null; deeplinkId: string | null }
    >(async ({ input, signal }) => ({
      commentId: input.commentId,
      page: await port.replies(input.commentId, input, signal),
    })),
    sendChange: fromPromise<Comment | null, { clipId: string; change: CommentChange }>(
      ({ input, signal }) => send(port, input.clipId, input.change, signal),
    ),
  };
}
