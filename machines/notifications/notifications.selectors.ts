import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectNotifications = (snapshot: Snapshot) => snapshot.context.notifications;
export const selectUnreadCount = (snapshot: Snapshot) => snapshot.context.numUnread;
export const selectNotificationsLoading = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'loading' });
export const selectNotificationsFailed = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'failed' });
export const selectCanLoadMore = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'ready' }) && snapshot.context.hasMore;
export const selectLoadingMore = (snapshot: Snapshot) => snapshot.matches({ list: 'loadingMore' });
