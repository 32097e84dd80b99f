import { fromCallback } from 'xstate';
import { describe } from 'vitest';
import type { Notification } from '../../src/contracts/notification';
import {
  notificationsMachine,
  type NotificationsEvent,
} from '../../machines/notifications/notifications.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

const notification: Notification = {
  id: 'n-1',
  notification_type: 'clip_like',
  updated_at: '2026-11-25T12:00:00.000Z',
  is_read: false,
  user_profiles: [
    { handle: 'fan', display_name: 'Fan', avatar_image_url: null, is_following: false },
  ],
  user_profiles_count: 1,
  clip_id: 'clip-1',
  clip_title: 'Song',
  comment_id: null,
  parent_comment_id: null,
  playlist_id: null,
  playlist_name: null,
  persona_id: null,
  persona_name: null,
  content: null,
};
const page = { notifications: [notification], notified_at: notification.updated_at, num_unread: 1 };

const machine = notificationsMachine.provide({
  actors: { ...fakePromiseActors(['fetchPage', 'markRead']), listen: fromCallback(() => {}) },
});
const samples: SampleOptions<NotificationsEvent> = {
  input: { userId: 'user-1' },
  events: {
    'notifications.markRead': [{ type: 'notifications.markRead', ids: ['n-1'] }],
    'notifications.received': [
      {
        type: 'notifications.received',
        message: { notification: { ...notification, id: 'n-2' }, num_unread: 2 },
      },
    ],
  },
  outcomes: {
    fetchPage: { page: { output: page }, offline: { error: codedError('network') } },
    markRead: { marked: { output: { num_unread: 0 } }, offline: { error: codedError('network') } },
  },
};

describe('notifications paths', () => {
  describePaths(machine, samples);
});
