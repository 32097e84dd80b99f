import { z } from 'zod';
import { ANNOUNCEMENT_MAX_CHARS, NOTIFICATION_IDS_MAX } from './constants';

/**
 * Notifications (spec 000 §3 "Notification", §7 "Notifications and profiles"): the types this
 * product sends (those of spec 000's list whose source exists), what a page answers, and the
 * bodies of read, suppress and the staff's announcement.
 */
export const NOTIFICATION_TYPES = [
  'announcement',
  'clip_like',
  'playlist_like',
  'persona_follow',
  'persona_favorite',
  'persona_used',
  'clip_comment',
  'comment_like',
  'comment_reply',
  'comment_mention',
  'clip_remix',
  // Profiles and follows (issue 14): a new follower; a song published by someone one follows.
  'follow',
  'clip_create_followee',
  // Hooks (issue 18): a like of one's hook, a comment on it, a reply to one's hook comment.
  'hook_like',
  'hook_comment',
  'hook_comment_reply',
] as const;
/** A type the client ignores (spec 000 §3): the server may tell that one was withdrawn. */
export const DELETED_NOTIFICATION_TYPE = 'delete';
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationProfile {
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  /** Whether the reader follows this user (spec 000 §3), for a follow back from the list. */
  is_following: boolean;
}

export interface Notification {
  id: string;
  notification_type: NotificationType | typeof DELETED_NOTIFICATION_TYPE;
  updated_at: string;
  is_read: boolean;
  /**
   * Who caused it, newest first (empty for an announcement): several for likes grouped within
   * NOTIFICATION_GROUP_WINDOW_MS, at most NOTIFICATION_PROFILES_MAX of them.
   */
  user_profiles: NotificationProfile[];
  /** How many caused it in all (the bell's "and N others"). */
  user_profiles_count: number;
  clip_id: string | null;
  clip_title: string | null;
  comment_id: string | null;
  /** A reply's top-level comment, so a link can open the thread. */
  parent_comment_id: string | null;
  playlist_id: string | null;
  playlist_name: string | null;
  persona_id: string | null;
  persona_name: string | null;
  /** An announcement's text, or the comment's. */
  content: string | null;
  /** The hook a hook_like or hook_comment is about. */
  hook_id?: string | null;
}

export interface NotificationPage {
  notifications: Notification[];
  /** The newest `updated_at` of the page (the next `after_datetime_utc`), null when empty. */
  notified_at: string | null;
  num_unread: number;
}

/**
 * What the user's `notifications` channel carries: one new notification, or a grouped one that
 * changed (same id: it replaces the one held), and the unread count.
 */
export interface NotificationMessage {
  notification: Notification;
  num_unread: number;
}

const datetime = z.string().datetime({ offset: true });
export const notificationQuerySchema = z.object({
  after_datetime_utc: datetime.optional(),
  before_datetime_utc: datetime.optional(),
});
const ids = z.array(z.string().max(64)).min(1).max(NOTIFICATION_IDS_MAX);
export const readNotificationsSchema = z.union([
  z.object({ ids }),
  z.object({ all: z.literal(true), before_datetime_utc: datetime.optional() }),
]);
export type ReadNotificationsBody = z.input<typeof readNotificationsSchema>;
export const suppressNotificationsSchema = z.object({ ids });
export const announcementSchema = z.object({
  content: z.string().trim().min(1, 'validation').max(ANNOUNCEMENT_MAX_CHARS, 'validation'),
});

export interface UnreadCount {
  num_unread: number;
}
