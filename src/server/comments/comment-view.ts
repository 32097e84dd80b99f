import { sql } from 'kysely';
import type { Comment, CommentReaction } from '../../contracts/comment';
import type { DB } from '../db/database';

/**
 * Comment rows with their author, the clip's owner and the viewer's reaction joined in, ready
 * for `toComment`. Signed out (`viewerId` undefined) there is no reaction.
 */
export function selectComments(db: DB, viewerId: string | undefined) {
  return db
    .selectFrom('comment')
    .innerJoin('user as author', 'author.id', 'comment.userId')
    .innerJoin('clip', 'clip.id', 'comment.clipId')
    .leftJoin('comment_reaction as mine', (join) =>
      join.onRef('mine.commentId', '=', 'comment.id').on('mine.userId', '=', viewerId ?? ''),
    )
    .selectAll('comment')
    .select([
      'author.handle as handle',
      'author.name as displayName',
      'author.image as image',
      'clip.userId as clipOwnerId',
      'mine.reaction as reaction',
    ]);
}

export interface CommentRow {
  id: string;
  clipId: string;
  userId: string;
  parentId: string | null;
  content: string;
  userMentions: string;
  trackTimestamp: number | null;
  likeCount: number;
  dislikeCount: number;
  replyCount: number;
  createdAt: Date | string;
  handle: string;
  displayName: string;
  image: string | null;
  clipOwnerId: string;
  reaction: CommentReaction | null;
}

/** Leaves out the comments of users the clip's owner blocked, except for those users themselves. */
export const notBlocked = (viewerId: string | undefined) =>
  sql<boolean>`not exists (select 1 from comment_block b where b."userId" = clip."userId" and b."blockedUserId" = comment."userId" and b."blockedUserId" <> ${viewerId ?? ''})`;

export function toComment(row: CommentRow, viewerId: string | undefined): Comment {
  return {
    id: row.id,
    clip_id: row.clipId,
    parent_id: row.parentId,
    content: row.content,
    user_mentions: JSON.parse(row.userMentions) as string[],
    track_timestamp: row.trackTimestamp === null ? null : Number(row.trackTimestamp),
    created_at: new Date(row.createdAt).toISOString(),
    user: { handle: row.handle, display_name: row.displayName, avatar_image_url: row.image },
    num_likes: row.likeCount,
    num_dislikes: row.dislikeCount,
    num_replies: row.replyCount,
    reaction: row.reaction,
    can_delete: viewerId !== undefined && (viewerId === row.userId || viewerId === row.clipOwnerId),
  };
}
