import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '../../src/contracts/notification';
import { notificationsMachine } from './notifications.machine';

const note = (id: string, at: string, type = 'clip_like'): Notification => ({
  id,
  notification_type: type as Notification['notification_type'],
  updated_at: at,
  is_read: false,
  user_profiles: [],
  user_profiles_count: 0,
  clip_id: null,
  clip_title: null,
  comment_id: null,
  parent_comment_id: null,
  playlist_id: null,
  playlist_name: null,
  persona_id: null,
  persona_name: null,
  content: null,
});

describe('notifications machine', () => {
  it('stops loading older pages once one adds nothing, and ignores the delete type', async () => {
    const pages: NotificationPage[] = [
      { notifications: [note('b', '2026-01-02T00:00:00.000Z')], notified_at: null, num_unread: 2 },
      { notifications: [note('a', '2026-01-01T00:00:00.000Z')], notified_at: null, num_unread: 2 },
      { notifications: [note('a', '2026-01-01T00:00:00.000Z')], notified_at: null, num_unread: 2 },
    ];
    const befores: (string | undefined)[] = [];
    let emit: (data: unknown) => void = () => {};
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }: { input: { before?: string } }) => {
            befores.push(input.before);
            return pages.shift()!;
          }),
          markRead: fromPromise(async () => ({ num_unread: 0 })),
          listen: fromCallback(({ sendBack }) => {
            emit = (message) => sendBack({ type: 'notifications.received', message });
          }),
        },
      }),
      { input: { userId: 'u' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'notifications.loadMore' });
    await waitFor(
      actor,
      (s) => s.matches({ list: 'ready' }) && s.context.notifications.length === 2,
    );
    actor.send({ type: 'notifications.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && !s.context.hasMore);
    expect(befores).toEqual([undefined, '2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    actor.send({ type: 'notifications.loadMore' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);

    emit({ notification: note('x', '2026-01-03T00:00:00.000Z', 'delete'), num_unread: 9 });
    expect(actor.getSnapshot().context.numUnread).toBe(2);
    emit({ notification: note('c', '2026-01-03T00:00:00.000Z'), num_unread: 3 });
    const { context } = actor.getSnapshot();
    expect(context.notifications.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(context.numUnread).toBe(3);
    actor.send({ type: 'notifications.markAllRead' });
    await waitFor(actor, (s) => s.matches({ reading: 'idle' }));
    expect(actor.getSnapshot().context.notifications.every((item) => item.is_read)).toBe(true);
    expect(actor.getSnapshot().context.numUnread).toBe(0);
  });

  it('replaces a grouped notification that comes again, moved to the top, counted once', async () => {
    let emit: (data: unknown) => void = () => {};
    const first: NotificationPage = {
      notifications: [note('b', '2026-01-02T00:00:00.000Z'), note('a', '2026-01-01T00:00:00.000Z')],
      notified_at: null,
      num_unread: 2,
    };
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          fetchPage: fromPromise(async () => first),
          markRead: fromPromise(async () => ({ num_unread: 0 })),
          listen: fromCallback(({ sendBack }) => {
            emit = (message) => sendBack({ type: 'notifications.received', message });
          }),
        },
      }),
      { input: { userId: 'u' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const grouped = { ...note('a', '2026-01-03T00:00:00.000Z'), user_profiles_count: 2 };
    emit({ notification: grouped, num_unread: 2 });
    // A late copy of the older version changes nothing.
    emit({ notification: note('a', '2026-01-01T00:00:00.000Z'), num_unread: 2 });
    const { context } = actor.getSnapshot();
    expect(context.notifications.map((item) => item.id)).toEqual(['a', 'b']);
    expect(context.notifications[0]!.user_profiles_count).toBe(2);
    expect(context.numUnread).toBe(2);
  });
});
