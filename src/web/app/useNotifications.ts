import { useSelector } from '@xstate/react';
import {
  selectCanLoadMore,
  selectLoadingMore,
  selectNotifications,
  selectNotificationsFailed,
  selectNotificationsLoading,
  selectUnreadCount,
} from '../../../machines/notifications/notifications.selectors';
import type { Notification } from '../../contracts/notification';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

const NONE: Notification[] = [];

/** The signed-in user's notifications and unread count (the bell); nothing signed out. */
export function useNotifications() {
  const ref = useSignedInActor('notifications');
  const send = useSignedInSend('notifications');
  return {
    available: ref !== undefined,
    notifications: useSelector(ref, (s) => (s ? selectNotifications(s) : NONE)),
    unread: useSelector(ref, (s) => (s ? selectUnreadCount(s) : 0)),
    loading: useSelector(ref, (s) => (s ? selectNotificationsLoading(s) : false)),
    failed: useSelector(ref, (s) => (s ? selectNotificationsFailed(s) : false)),
    canLoadMore: useSelector(ref, (s) => (s ? selectCanLoadMore(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectLoadingMore(s) : false)),
    loadMore: () => send({ type: 'notifications.loadMore' }),
    retry: () => send({ type: 'notifications.retry' }),
    markRead: (ids: string[]) => send({ type: 'notifications.markRead', ids }),
    markAllRead: () => send({ type: 'notifications.markAllRead' }),
  };
}
