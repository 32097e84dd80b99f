import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { NotificationMessage, NotificationPage } from '../../src/contracts/notification';
import type { NotificationsPort, RealtimePort } from './ports';

/** The user's notifications channel (the server's `notificationChannel`). */
export const notificationsChannel = (userId: string) => `user:${userId}:notifications`;

const isMessage = (data: unknown): data is NotificationMessage =>
  typeof data === 'object' &&
  data !== null &&
  'notification' in data &&
  typeof (data as { num_unread?: unknown }).num_unread === 'number';

/** The notifications machine's effects: pages, marking read, and the realtime channel. */
export function createNotificationsActors(ports: {
  notifications: NotificationsPort;
  realtime?: RealtimePort;
}) {
  const { notifications, realtime } = ports;
  return {
    fetchPage: fromPromise<NotificationPage, { before?: string }>(({ input, signal }) =>
      notifications.list(input.before ? { before: input.before } : {}, signal),
    ),
    markRead: fromPromise<{ num_unread: number }, { ids: string[] | null; before?: string }>(
      ({ input, signal }) =>
        notifications.markRead(
          input.ids
            ? { ids: input.ids }
            : { all: true, ...(input.before && { before_datetime_utc: input.before }) },
          signal,
        ),
    ),
    // Without a realtime client the list still loads; new ones show on the next visit.
    listen: fromCallback<EventObject, { userId: string }>(({ input, sendBack }) =>
      realtime?.subscribe(notificationsChannel(input.userId), (_, data) => {
        if (isMessage(data)) sendBack({ type: 'notifications.received', message: data });
      }),
    ),
  };
}
