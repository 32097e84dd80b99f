import type { SnapshotFrom } from 'xstate';
import type { commentsMachine } from './comments.machine';

type Snapshot = SnapshotFrom<typeof commentsMachine>;

export const selectComments = (snapshot: Snapshot) => snapshot.context.comments;
export const selectReplies = (snapshot: Snapshot) => snapshot.context.replies;
export const selectReplyCursors = (snapshot: Snapshot) => snapshot.context.replyCursors;
export const selectCommentOrder = (snapshot: Snapshot) => snapshot.context.order;
export const selectCommentsError = (snapshot: Snapshot) => snapshot.context.error;
export const selectDeeplinkId = (snapshot: Snapshot) => snapshot.context.deeplinkId;
export const selectCommentsLoading = (snapshot: Snapshot) => snapshot.matches({ list: 'loading' });
export const selectCommentsFailed = (snapshot: Snapshot) => snapshot.matches({ list: 'failed' });
export const selectCanLoadMoreComments = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'ready' }) && snapshot.context.nextCursor !== null;
export const selectCommentSending = (snapshot: Snapshot) =>
  snapshot.matches({ changes: 'sending' });
export const selectRepliesLoading = (snapshot: Snapshot) =>
  snapshot.matches({ threads: 'loading' });
