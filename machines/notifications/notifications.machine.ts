import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import {
  DELETED_NOTIFICATION_TYPE,
  type Notification,
  type NotificationMessage,
  type NotificationPage,
} from '../../src/contracts/notification';
import { toErrorCode } from '../actors/errors';
import { unprovided, unprovidedCallback } from '../actors/unprovided';

export interface NotificationsContext {
  userId: string;
  /** Newest first; never one of type `delete` (spec 000 §3: ignored). */
  notifications: Notification[];
  numUnread: number;
  /** False once an older page added nothing (spec 000 §9). */
  hasMore: boolean;
  error: ErrorCode | null;
}

export type NotificationsEvent =
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.retry' }
  | { type: 'notifications.received'; message: NotificationMessage }
  | { type: 'notifications.markRead'; ids: string[] }
  | { type: 'notifications.markAllRead' };

/**
 * Adds notifications not yet held and replaces held ones that came again changed (a group of
 * likes that gathered another: same id, newer `updated_at`), keeping the newest first.
 */
function merge(held: Notification[], more: Notification[]): Notification[] {
  const byId = new Map(held.map((item) => [item.id, item]));
  for (const item of more) {
    if (item.notification_type === DELETED_NOTIFICATION_TYPE) continue;
    const before = byId.get(item.id);
    if (!before || item.updated_at >= before.updated_at) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/**
 * The signed-in user's notifications (spec 000 §7): the newest page, older pages on demand by
 * `before_datetime_utc` until one adds nothing, new ones as they arrive on the user's realtime
 * channel (with the unread count the bell shows), and marking read (shown at once, the server's
 * count kept when it answers).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as { userId: string },
  },
  actors: {
    fetchPage: unprovided<NotificationPage, { before?: string }>('fetchPage'),
    listen: unprovidedCallback<{ userId: string }>('listen'),
    markRead: unprovided<{ num_unread: number }, { ids: string[] | null; before?: string }>(
      'markRead',
    ),
  },
  actions: {
    addPage: assign(({ context }, page: NotificationPage) => {
      const notifications = merge(context.notifications, page.notifications);
      return {
        notifications,
        numUnread: page.num_unread,
        hasMore: notifications.length > context.notifications.length,
        error: null,
      };
    }),
    receive: assign(({ context }, message: NotificationMessage) => ({
      notifications: merge(context.notifications, [message.notification]),
      numUnread:
        message.notification.notification_type === DELETED_NOTIFICATION_TYPE
          ? context.numUnread
          : message.num_unread,
    })),
    showRead: assign(({ context }, ids: string[] | null) => {
      const read = (item: Notification) => ids === null || ids.includes(item.id);
      const newly = context.notifications.filter((item) => !item.is_read && read(item)).length;
      return {
        notifications: context.notifications.map((item) =>
          read(item) ? { ...item, is_read: true } : item,
        ),
        numUnread: ids === null ? 0 : Math.max(0, context.numUnread - newly),
      };
    }),
    setUnread: assign((_, numUnread: number) => ({ numUnread })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'notifications',
  description: "The signed-in user's notifications and unread count, live on their channel.",
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    notifications: [],
    numUnread: 0,
    hasMore: true,
    error: null,
  }),
  invoke: { src: 'listen', input: ({ context }) => ({ userId: context.userId }) },
  on: {
    'notifications.received': {
      actions: { type: 'receive', params: ({ event }) => event.message },
    },
  },
  states: {
    list: {
      description: 'The pages read so far.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the newest page.',
          invoke: {
            src: 'fetchPage',
            input: () => ({}),
            onDone: {
              target: 'ready',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: {
          description: 'Shown; an older page is read on demand while there may be one.',
          on: { 'notifications.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Reads the page before the oldest held.',
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ before: context.notifications.at(-1)?.updated_at }),
            onDone: {
              target: 'ready',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        failed: {
          description: 'The first page did not load; the view offers to try again.',
          on: { 'notifications.retry': 'loading' },
        },
      },
    },
    reading: {
      description: 'Marking notifications read, one call at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being marked.',
          on: {
            'notifications.markRead': {
              target: 'marking',
              actions: { type: 'showRead', params: ({ event }) => event.ids },
            },
            'notifications.markAllRead': {
              target: 'markingAll',
              actions: { type: 'showRead', params: () => null },
            },
          },
        },
        marking: {
          description: 'Marks the chosen ones read; the server then says how many stay unread.',
          invoke: {
            src: 'markRead',
            input: ({ event }) => ({
              ids: event.type === 'notifications.markRead' ? event.ids : [],
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'setUnread', params: ({ event }) => event.output.num_unread },
            },
            onError: 'idle',
          },
        },
        markingAll: {
          description: 'Marks all read up to the newest held (its time included).',
          invoke: {
            src: 'markRead',
            input: ({ context }) => {
              const newest = context.notifications[0]?.updated_at;
              return {
                ids: null,
                before: newest && new Date(Date.parse(newest) + 1).toISOString(),
              };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'setUnread', params: ({ event }) => event.output.num_unread },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
