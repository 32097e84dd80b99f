import type { KyInstance } from 'ky';
import type {
  NotificationPage,
  ReadNotificationsBody,
  UnreadCount,
} from '../contracts/notification';
import { call } from './client';

/** Notifications (spec 000 §7 "Notifications and profiles"). */
export function createNotificationsApi(http: KyInstance) {
  return {
    /** `GET /api/notification/v2`: newer than `after`, older than `before`, or the newest. */
    list(
      cursor: { after?: string; before?: string },
      signal: AbortSignal,
    ): Promise<NotificationPage> {
      const searchParams: Record<string, string> = {};
      if (cursor.after) searchParams.after_datetime_utc = cursor.after;
      if (cursor.before) searchParams.before_datetime_utc = cursor.before;
      return call(() =>
        http.get('notification/v2', { searchParams, signal }).json<NotificationPage>(),
      );
    },
    markRead(body: ReadNotificationsBody, signal: AbortSignal): Promise<UnreadCount> {
      return call(() =>
        http.post('notification/v2/read', { json: body, signal }).json<UnreadCount>(),
      );
    },
  };
}
