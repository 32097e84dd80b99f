import type { Comment, CommentAuthor, CommentReaction } from '../../src/contracts/comment';

/** What the comments list holds: top-level comments, and each opened thread's replies. */
export interface CommentLists {
  comments: Comment[];
  replies: Record<string, Comment[]>;
}

/** One change the viewer makes. A post carries what to show until the server's comment comes. */
export type CommentChange =
  | {
      kind: 'post';
      tempId: string;
      author: CommentAuthor;
      content: string;
      /** The comment replied to (its thread, or a reply in it), or null. */
      parentId: string | null;
      mentions: string[];
      trackTimestamp: number | null;
    }
  | { kind: 'react'; commentId: string; reaction: CommentReaction | null }
  | { kind: 'delete'; commentId: string }
  | { kind: 'report'; commentId: string; reason: string };

const all = (lists: CommentLists) => [...lists.comments, ...Object.values(lists.replies).flat()];

/** Applies `update` to the comment with `id` wherever it is held. */
function mapComment(lists: CommentLists, id: string, update: (item: Comment) => Comment) {
  const map = (items: Comment[]) => items.map((item) => (item.id === id ? update(item) : item));
  return {
    comments: map(lists.comments),
    replies: Object.fromEntries(
      Object.entries(lists.replies).map(([key, items]) => [key, map(items)]),
    ),
  };
}

/** The comment as it reads with the viewer's new reaction, before the server says. */
function reacted(item: Comment, reaction: CommentReaction | null): Comment {
  const delta = (value: CommentReaction) =>
    (reaction === value ? 1 : 0) - (item.reaction === value ? 1 : 0);
  return {
    ...item,
    reaction,
    num_likes: item.num_likes + delta('LIKE'),
    num_dislikes: item.num_dislikes + delta('DISLIKE'),
  };
}

function posted(
  lists: CommentLists,
  change: Extract<CommentChange, { kind: 'post' }>,
  answer: Comment | null,
): CommentLists {
  const parent = change.parentId ? all(lists).find((item) => item.id === change.parentId) : null;
  const threadId = parent ? (parent.parent_id ?? parent.id) : null;
  const shown: Comment = answer ?? {
    id: change.tempId,
    clip_id: '',
    parent_id: threadId,
    content: change.content,
    user_mentions: change.mentions,
    track_timestamp: change.trackTimestamp,
    created_at: new Date(0).toISOString(),
    user: change.author,
    num_likes: 0,
    num_dislikes: 0,
    num_replies: 0,
    reaction: null,
    can_delete: false,
  };
  if (!threadId) return { ...lists, comments: [shown, ...lists.comments] };
  const withCount = mapComment(lists, threadId, (item) => ({
    ...item,
    num_replies: item.num_replies + 1,
  }));
  return {
    ...withCount,
    replies: { ...withCount.replies, [threadId]: [...(withCount.replies[threadId] ?? []), shown] },
  };
}

function removed(lists: CommentLists, commentId: string): CommentLists {
  const target = all(lists).find((item) => item.id === commentId);
  const base = target?.parent_id
    ? mapComment(lists, target.parent_id, (item) => ({
        ...item,
        num_replies: Math.max(0, item.num_replies - 1),
      }))
    : lists;
  const { [commentId]: _thread, ...replies } = base.replies;
  return {
    comments: base.comments.filter((item) => item.id !== commentId),
    replies: Object.fromEntries(
      Object.entries(replies).map(([key, items]) => [
        key,
        items.filter((item) => item.id !== commentId),
      ]),
    ),
  };
}

/**
 * The lists after a change: as shown at once (`answer` null), or with the server's comment
 * (`answer`, applied to the lists as they were before the change).
 */
export function applyChange(
  lists: CommentLists,
  change: CommentChange,
  answer: Comment | null,
): CommentLists {
  const kept = { comments: lists.comments, replies: lists.replies };
  switch (change.kind) {
    case 'post':
      return posted(kept, change, answer);
    case 'react':
      return mapComment(kept, change.commentId, (item) => answer ?? reacted(item, change.reaction));
    case 'delete':
      return removed(kept, change.commentId);
    case 'report':
      return kept;
  }
}
