import type { Notification, NotificationType } from '../../contracts/notification';
import type { DB } from '../db/database';

/** A user's notifications with who caused them and what they are about, ready for `toNotification`. */
export function selectNotifications(db: DB, userId: string) {
  return db
    .selectFrom('notification as n')
    .leftJoin('user as actor', 'actor.id', 'n.actorId')
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
      'actor.handle as actorHandle',
      'actor.name as actorName',
      'actor.image as actorImage',
      'clip.title as clipTitle',
      'comment.parentId as parentCommentId',
      'playlist.name as playlistName',
      'persona.name as personaName',
    ]);
}

type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof selectNotifications>['executeTakeFirstOrThrow']>
>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notification_type: row.notificationType as NotificationType,
    updated_at: new Date(row.updatedAt).toISOString(),
    is_read: row.isRead,
    user_profiles: row.actorHandle
      ? [
          {
            handle: row.actorHandle,
            display_name: row.actorName ?? row.actorHandle,
            avatar_image_url: row.actorImage ?? null,
            // No follows exist yet (issue 14's profiles part builds them).
            is_following: false,
          },
        ]
      : [],
    clip_id: row.clipId,
    clip_title: row.clipTitle ?? null,
    comment_id: row.commentId,
    parent_comment_id: row.parentCommentId ?? null,
    playlist_id: row.playlistId,
    playlist_name: row.playlistName ?? null,
    persona_id: row.personaId,
    persona_name: row.personaName ?? null,
    content: row.content,
  };
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
