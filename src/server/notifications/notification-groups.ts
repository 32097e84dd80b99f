import { sql } from 'kysely';
import {
  GROUPED_NOTIFICATION_TYPES,
  NOTIFICATION_GROUP_WINDOW_MS,
} from '../../contracts/constants';
import type { DB } from '../db/database';
import type { NewNotification } from './notify';

/** First key of the groups' `pg_advisory_xact_lock(int, int)`, apart from the other locks'. */
const GROUP_LOCK_NAMESPACE = 7_314_002;

const isGrouped = (item: NewNotification) =>
  (GROUPED_NOTIFICATION_TYPES as readonly string[]).includes(item.type);

/**
 * For a like: the reader's notification of likes of the same clip, playlist or comment begun
 * within NOTIFICATION_GROUP_WINDOW_MS before `now` and not dismissed, moved to `now` and unread
 * again (one unread notification however many likes it gathers); undefined when there is none
 * (a new one begins) or `item` is no like. Likes of one thing for one reader take turns
 * (an advisory lock until the transaction ends), so two at once make one group.
 */
export async function groupInto(
  trx: DB,
  item: NewNotification,
  now: Date,
): Promise<string | undefined> {
  if (!isGrouped(item)) return undefined;
  const target = item.commentId ?? item.playlistId ?? item.hookId ?? item.clipId ?? '';
  const key = `${item.userId}:${item.type}:${target}`;
  await sql`select pg_advisory_xact_lock(${GROUP_LOCK_NAMESPACE}, hashtext(${key}))`.execute(trx);
  const group = await trx
    .selectFrom('notification')
    .select('id')
    .where('userId', '=', item.userId)
    .where('notificationType', '=', item.type)
    .where('clipId', item.clipId ? '=' : 'is', item.clipId ?? null)
    .where('playlistId', item.playlistId ? '=' : 'is', item.playlistId ?? null)
    .where('commentId', item.commentId ? '=' : 'is', item.commentId ?? null)
    .where('hookId', item.hookId ? '=' : 'is', item.hookId ?? null)
    .where('isSuppressed', '=', false)
    .where('createdAt', '>', new Date(now.getTime() - NOTIFICATION_GROUP_WINDOW_MS))
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!group) return undefined;
  await trx
    .updateTable('notification')
    .set({ updatedAt: now, isRead: false, actorId: item.actorId })
    .where('id', '=', group.id)
    .execute();
  return group.id;
}

/** Records who caused a notification, or that they did again (newest first in `user_profiles`). */
export async function addActor(trx: DB, notificationId: string, userId: string, now: Date) {
  await trx
    .insertInto('notification_actor')
    .values({ notificationId, userId, createdAt: now })
    .onConflict((oc) => oc.columns(['notificationId', 'userId']).doUpdateSet({ createdAt: now }))
    .execute();
}
