import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { CommentChange, commentsMachine } from '../../../machines/comments/comments.machine';
import {
  selectCanLoadMoreComments,
  selectCommentOrder,
  selectComments,
  selectCommentSending,
  selectCommentsError,
  selectCommentsFailed,
  selectCommentsLoading,
  selectDeeplinkId,
  selectReplies,
  selectReplyCursors,
} from '../../../machines/comments/comments.selectors';
import type { Comment, CommentOrder } from '../../contracts/comment';
import { usePageActor } from './RootActorContext';

type CommentsRef = ActorRefFrom<typeof commentsMachine>;

// Stable values while the actor starts, so a selector answers the same thing twice.
const NONE: Comment[] = [];
const NO_THREADS: Record<string, Comment[]> = {};
const NO_CURSORS: Record<string, string | null> = {};

/** A song page's comments (the page's `comments` actor, opened with the song). */
export function useComments(clipId: string) {
  const ref = usePageActor<CommentsRef>(pageActorId('comments', clipId));
  return {
    comments: useSelector(ref, (s) => (s ? selectComments(s) : NONE)),
    replies: useSelector(ref, (s) => (s ? selectReplies(s) : NO_THREADS)),
    replyCursors: useSelector(ref, (s) => (s ? selectReplyCursors(s) : NO_CURSORS)),
    order: useSelector(ref, (s): CommentOrder => (s ? selectCommentOrder(s) : 'newest')),
    error: useSelector(ref, (s) => (s ? selectCommentsError(s) : null)),
    deeplinkId: useSelector(ref, (s) => (s ? selectDeeplinkId(s) : null)),
    loading: useSelector(ref, (s) => (s ? selectCommentsLoading(s) : true)),
    failed: useSelector(ref, (s) => (s ? selectCommentsFailed(s) : false)),
    canLoadMore: useSelector(ref, (s) => (s ? selectCanLoadMoreComments(s) : false)),
    sending: useSelector(ref, (s) => (s ? selectCommentSending(s) : false)),
    setOrder: (order: CommentOrder) => ref?.send({ type: 'comments.order', order }),
    loadMore: () => ref?.send({ type: 'comments.loadMore' }),
    retry: () => ref?.send({ type: 'comments.retry' }),
    loadReplies: (commentId: string) => ref?.send({ type: 'comments.loadReplies', commentId }),
    change: (change: CommentChange) => ref?.send({ type: 'comments.change', change }),
    dismissError: () => ref?.send({ type: 'comments.dismissError' }),
  };
}
