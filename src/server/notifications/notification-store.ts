import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '../../contracts/notification';
import { NOTIFICATIONS_PAGE_SIZE } from '../../contracts/constants';
import type { DB } from '../db/database';
import { publishNotifications, type NotifyDeps } from './notify';
import { selectNotifications, toNotifications, unreadCount } from './notification-view';

/**
 * A page of the user's notifications, newest first: those changed after `after` (what arrived
 * since the last read), or before `before` (the next older page), or the newest without either.
 */
export async function notificationPage(
  db: DB,
  userId: string,
  cursors: { after?: string; before?: string },
): Promise<NotificationPage> {
  let query = selectNotifications(db, userId);
  if (cursors.after) query = query.where('n.updatedAt', '>', new Date(cursors.after));
  if (cursors.before) query = query.where('n.updatedAt', '<', new Date(cursors.before));
  const rows = await query
    .orderBy('n.updatedAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .execute();
  const notifications = await toNotifications(db, rows);
  return {
    notifications,
    notified_at: notifications[0]?.updated_at ?? null,
    num_unread: await unreadCount(db, userId),
  };
}

/** Marks the user's notifications read: these ids, or all (changed before `before` when given). */
export async function markRead(
  db: DB,
  userId: string,
  which: { ids: string[] } | { before?: string },
): Promise<number> {
  let query = db
    .updateTable('notification')
    .set({ isRead: true })
    .where('userId', '=', userId)
    .where('isRead', '=', false);
  if ('ids' in which) query = query.where('id', 'in', which.ids);
  else if (which.before) query = query.where('updatedAt', '<', new Date(which.before));
  await query.execute();
  return unreadCount(db, userId);
}

/** Hides the user's notifications with these ids from their list (and its unread count). */
export async function suppress(db: DB, userId: string, ids: string[]): Promise<number> {
  await db
    .updateTable('notification')
    .set({ isSuppressed: true })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return unreadCount(db, userId);
}

/** The staff's announcement: one notification for every user, written at once, then published. */
export async function announce(deps: NotifyDeps, content: string): Promise<number> {
  const users = await deps.db.selectFrom('user').select('id').execute();
  const rows = users.map((user) => ({
    id: randomUUID(),
    userId: user.id,
    actorId: null,
    notificationType: 'announcement',
    content,
    updatedAt: new Date(),
  }));
  if (rows.length > 0) await deps.db.insertInto('notification').values(rows).execute();
  await publishNotifications(deps, rows);
  return rows.length;
}
