import type { DB } from '../db/database';
import { ApiError } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clipNotFound = () => new ApiError(404, 'notFound', 'Clip not found');
const commentNotFound = () => new ApiError(404, 'notFound', 'Comment not found');

export interface CommentedClip {
  id: string;
  userId: string;
  title: string;
  allowComments: boolean;
}

/**
 * A clip whose comments `viewerId` may read: their own, or a public one out of the trash;
 * anything else is 404, as an unknown id.
 */
export async function findCommentedClip(
  db: DB,
  viewerId: string | undefined,
  clipId: string,
): Promise<CommentedClip> {
  const row = UUID.test(clipId)
    ? await db
        .selectFrom('clip')
        .select(['id', 'userId', 'title', 'allowComments', 'isPublic', 'isTrashed'])
        .where('id', '=', clipId)
        .executeTakeFirst()
    : undefined;
  if (!row || (row.userId !== viewerId && (!row.isPublic || row.isTrashed))) throw clipNotFound();
  return row;
}

export interface FoundComment {
  id: string;
  userId: string;
  parentId: string | null;
  clip: CommentedClip;
}

/** A comment on a clip `viewerId` may see, or 404. */
export async function findComment(
  db: DB,
  viewerId: string | undefined,
  commentId: string,
): Promise<FoundComment> {
  const row = UUID.test(commentId)
    ? await db
        .selectFrom('comment')
        .select(['id', 'userId', 'parentId', 'clipId'])
        .where('id', '=', commentId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw commentNotFound();
  const clip = await findCommentedClip(db, viewerId, row.clipId).catch(() => {
    throw commentNotFound();
  });
  return { id: row.id, userId: row.userId, parentId: row.parentId, clip };
}

/** Whether the clip's owner blocked `userId` from commenting on their clips. */
export async function isBlockedBy(db: DB, ownerId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('comment_block')
    .select('userId')
    .where('userId', '=', ownerId)
    .where('blockedUserId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses a user the clip's owner blocked (spec 000 §6) with 403. */
export async function checkNotBlocked(db: DB, clip: CommentedClip, userId: string): Promise<void> {
  if (userId !== clip.userId && (await isBlockedBy(db, clip.userId, userId))) {
    throw new ApiError(
      403,
      'commentBlocked',
      "The song's creator has blocked you from commenting on their songs.",
    );
  }
}
