import type { DB } from '../db/database';
import { ApiError } from '../http/errors';

async function userIdOf(db: DB, handle: string): Promise<string> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('handle', '=', handle)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'notFound', 'User not found');
  return row.id;
}

/**
 * Blocks (spec 000 §6) the user with `handle` from commenting on and reacting to comments on
 * `userId`'s clips; their comments there are hidden from everyone else. Blocking again keeps
 * one block with the new reason.
 */
export async function blockUser(db: DB, userId: string, handle: string, reason: string) {
  const blockedUserId = await userIdOf(db, handle);
  if (blockedUserId === userId) throw new ApiError(400, 'validation', 'You cannot block yourself.');
  await db
    .insertInto('comment_block')
    .values({ userId, blockedUserId, reason })
    .onConflict((oc) => oc.columns(['userId', 'blockedUserId']).doUpdateSet({ reason }))
    .execute();
}

export async function unblockUser(db: DB, userId: string, handle: string) {
  const blockedUserId = await userIdOf(db, handle);
  await db
    .deleteFrom('comment_block')
    .where('userId', '=', userId)
    .where('blockedUserId', '=', blockedUserId)
    .execute();
}
