import type { DB } from '../db/database';
import { withNotifications, type NotifyDeps } from '../notifications/notify';

/**
 * Sets a clip's visibility (spec 000 §7 `set_visibility`). The first time a song goes public it
 * is published: `publishedAt` is set (the following feed's order) and, in the same transaction,
 * everyone who follows its owner is told (`clip_create_followee`). Made private and public
 * again, it keeps its first publication and tells nobody twice (two calls at once publish once:
 * the database sets `publishedAt` only where it is still empty).
 */
export async function setClipVisibility(
  deps: NotifyDeps,
  clip: { id: string; userId: string },
  isPublic: boolean,
): Promise<void> {
  const now = new Date();
  await withNotifications(deps, async (trx: DB, notify) => {
    const update = trx.updateTable('clip').where('id', '=', clip.id);
    await update.set({ isPublic, updatedAt: now }).execute();
    if (!isPublic) return;
    const published = await update
      .set({ publishedAt: now })
      .where('publishedAt', 'is', null)
      .returning('id')
      .execute();
    if (published.length === 0) return;
    const followers = await trx
      .selectFrom('user_follow')
      .select('followerId')
      .where('followeeId', '=', clip.userId)
      .execute();
    await notify(
      followers.map(({ followerId }) => ({
        userId: followerId,
        actorId: clip.userId,
        type: 'clip_create_followee' as const,
        clipId: clip.id,
      })),
    );
  });
}
