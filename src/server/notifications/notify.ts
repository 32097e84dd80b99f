import { randomUUID } from 'node:crypto';
import type { NotificationMessage, NotificationType } from '../../contracts/notification';
import type { DB } from '../db/database';
import type { Publisher } from '../generation/deps';
import type { Logger } from '../logger';
import { addActor, groupInto } from './notification-groups';
import { selectNotifications, toNotifications, unreadCount } from './notification-view';

/** One notification to write: for `userId`, caused by `actorId` (null for an announcement). */
export interface NewNotification {
  userId: string;
  actorId: string | null;
  type: NotificationType;
  clipId?: string;
  commentId?: string;
  playlistId?: string;
  personaId?: string;
  hookId?: string;
  content?: string;
}

/** The user's channel for notifications (the realtime token allows `user:{id}:*`). */
export const notificationChannel = (userId: string) => `user:${userId}:notifications`;
export const NOTIFICATION_MESSAGE = 'notification';

/**
 * Writes notifications inside the caller's transaction (`trx`), so a notification exists exactly
 * when the event that caused it does. Nobody is told of their own doing. A like joins the
 * reader's notification of likes of the same thing begun within NOTIFICATION_GROUP_WINDOW_MS
 * (`groupInto`). Returns the written or changed ones, to publish once the transaction has
 * committed (`publishNotifications`).
 */
export async function notify(trx: DB, items: NewNotification[]): Promise<NotificationRef[]> {
  const refs: NotificationRef[] = [];
  for (const item of items.filter((one) => one.userId !== one.actorId)) {
    const now = new Date();
    const grouped = await groupInto(trx, item, now);
    const id = grouped ?? randomUUID();
    if (!grouped) {
      await trx
        .insertInto('notification')
        .values({
          id,
          userId: item.userId,
          actorId: item.actorId,
          notificationType: item.type,
          clipId: item.clipId ?? null,
          commentId: item.commentId ?? null,
          playlistId: item.playlistId ?? null,
          personaId: item.personaId ?? null,
          hookId: item.hookId ?? null,
          content: item.content ?? null,
          // Milliseconds, as the ISO text clients send back as cursors (now() keeps microseconds).
          updatedAt: now,
          createdAt: now,
        })
        .execute();
    }
    if (item.actorId) await addActor(trx, id, item.actorId, now);
    refs.push({ id, userId: item.userId });
  }
  return refs;
}

export interface NotificationRef {
  id: string;
  userId: string;
}

export interface NotifyDeps {
  db: DB;
  publisher: Publisher;
  logger: Logger;
}

/**
 * Sends each written notification, with its reader's unread count, on the reader's channel so
 * the bell changes at once. A failed publish is logged: the notification is stored all the same
 * and the next page read shows it.
 */
export async function publishNotifications(deps: NotifyDeps, refs: NotificationRef[]) {
  await Promise.all(
    refs.map(async ({ id, userId }) => {
      try {
        const row = await selectNotifications(deps.db, userId)
          .where('n.id', '=', id)
          .executeTakeFirst();
        if (!row) return;
        const message: NotificationMessage = {
          notification: (await toNotifications(deps.db, [row]))[0]!,
          num_unread: await unreadCount(deps.db, userId),
        };
        await deps.publisher.publish(notificationChannel(userId), NOTIFICATION_MESSAGE, message);
      } catch (error) {
        deps.logger.warn({ err: error, notificationId: id }, 'notification not published');
      }
    }),
  );
}

/** Runs `work` in one transaction with a `notify` that writes in it, then publishes what it wrote. */
export async function withNotifications<T>(
  deps: NotifyDeps,
  work: (trx: DB, notify: (items: NewNotification[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  const written: NotificationRef[] = [];
  const result = await deps.db.transaction().execute((trx) =>
    work(trx, async (items) => {
      written.push(...(await notify(trx, items)));
    }),
  );
  await publishNotifications(deps, written);
  return result;
}
