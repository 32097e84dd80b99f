import { sql } from 'kysely';
import { NOTIFICATION_PROFILES_MAX } from '../../contracts/constants';
import type {
  Notification,
  NotificationProfile,
  NotificationType,
} from '../../contracts/notification';
import type { DB } from '../db/database';

/** A user's notifications with who caused them and what they are about, ready for `toNotification`. */
export function selectNotifications(db: DB, userId: string) {
  return db
    .selectFrom('notification as n')
    .leftJoin('clip', 'clip.id', 'n.clipId')
    .leftJoin('comment', 'comment.id', 'n.commentId')
    .leftJoin('playlist', 'playlist.id', 'n.playlistId')
    .leftJoin('persona', 'persona.id', 'n.personaId')
    .where('n.userId', '=', userId)
    .where('n.isSuppressed', '=', false)
    .select([
      'n.id',
      'n.notificationType',
      'n.updatedAt',
      'n.isRead',
      'n.clipId',
      'n.commentId',
      'n.playlistId',
      'n.personaId',
      'n.content',
      'n.hookId',
      'clip.title as clipTitle',
      'comment.parentId as parentCommentId',
      'playlist.name as playlistName',
      'persona.name as personaName',
    ]);
}

type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof selectNotifications>['executeTakeFirstOrThrow']>
>;

/** Who caused each of some notifications, newest first, at most NOTIFICATION_PROFILES_MAX each. */
async function profilesOf(db: DB, ids: string[]) {
  const byId = new Map<string, { profiles: NotificationProfile[]; count: number }>();
  if (ids.length === 0) return byId;
  const ranked = db
    .selectFrom('notification_actor as na')
    .innerJoin('user as u', 'u.id', 'na.userId')
    .innerJoin('notification as n', 'n.id', 'na.notificationId')
    // Whether the notification's reader follows this actor (a "Follow back" otherwise).
    .leftJoin('user_follow as follow', (join) =>
      join.onRef('follow.followeeId', '=', 'na.userId').onRef('follow.followerId', '=', 'n.userId'),
    )
    .where('na.notificationId', 'in', ids)
    .select([
      'na.notificationId',
      'u.handle',
      'u.name',
      'u.image',
      'follow.followerId as following',
      sql<number>`row_number() over (partition by na."notificationId" order by na."createdAt" desc, u.handle)`.as(
        'rank',
      ),
      sql<number>`count(*) over (partition by na."notificationId")`.as('total'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.rank', '<=', NOTIFICATION_PROFILES_MAX)
    .orderBy('r.rank')
    .execute();
  for (const row of rows) {
    const entry = byId.get(row.notificationId) ?? { profiles: [], count: Number(row.total) };
    entry.profiles.push({
      handle: row.handle,
      display_name: row.name || row.handle,
      avatar_image_url: row.image ?? null,
      is_following: row.following !== null,
    });
    byId.set(row.notificationId, entry);
  }
  return byId;
}

/** The API shape of notification rows, each with who caused it (several for grouped likes). */
export async function toNotifications(db: DB, rows: NotificationRow[]): Promise<Notification[]> {
  const profiles = await profilesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    notification_type: row.notificationType as NotificationType,
    updated_at: new Date(row.updatedAt).toISOString(),
    is_read: row.isRead,
    user_profiles: profiles.get(row.id)?.profiles ?? [],
    user_profiles_count: profiles.get(row.id)?.count ?? 0,
    clip_id: row.clipId,
    clip_title: row.clipTitle ?? null,
    comment_id: row.commentId,
    parent_comment_id: row.parentCommentId ?? null,
    playlist_id: row.playlistId,
    playlist_name: row.playlistName ?? null,
    persona_id: row.personaId,
    persona_name: row.personaName ?? null,
    content: row.content,
    hook_id: row.hookId,
  }));
}

export async function unreadCount(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .where('isSuppressed', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
