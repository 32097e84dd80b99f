import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { FollowResult } from '../../src/contracts/profile';
import { unprovided } from '../actors/unprovided';

/** One follow or unfollow asked for. */
export interface FollowChange {
  handle: string;
  follow: boolean;
}

export interface FollowsContext {
  /**
   * Whom the viewer follows, as changed in this session (handles in lower case): what every
   * follow button shows over what its page read.
   */
  following: Record<string, boolean>;
  /** Changes not yet answered, oldest first; the first is on its way. */
  queue: FollowChange[];
}

export type FollowsEvent =
  /** Follow or unfollow `handle`; `following` is what the button shows now. */
  { type: 'follows.toggle'; handle: string; following: boolean };

export const followKey = (handle: string) => handle.toLowerCase();

/**
 * The signed-in user's follows (spec 000 §4 "Following toggles is_following on the related
 * profiles"; spec 001 §7 `POST /api/profiles/follow`): every follow button of the app (profile
 * pages, follower lists, notifications) toggles here. A toggle shows at once and is sent in
 * turn, one call at a time; a failed call puts the button back, drops what was asked after it
 * for that profile, and says so in a toast.
 */
export const followsMachine = setup({
  types: {
    context: {} as FollowsContext,
    events: {} as FollowsEvent,
  },
  actors: {
    followUser: unprovided<FollowResult, FollowChange>('followUser'),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
  },
  actions: {
    toggle: assign(
      ({ context }, { handle, following }: { handle: string; following: boolean }) => ({
        following: { ...context.following, [followKey(handle)]: !following },
        queue: [...context.queue, { handle, follow: !following }],
      }),
    ),
    settle: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    rollBack: assign(({ context }) => {
      const [failed, ...rest] = context.queue;
      if (!failed) return {};
      const key = followKey(failed.handle);
      return {
        following: { ...context.following, [key]: !failed.follow },
        queue: rest.filter((change) => followKey(change.handle) !== key),
      };
    }),
    toastFailure: enqueueActions(({ system, enqueue, context }) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      const handle = context.queue[0]?.handle ?? '';
      if (toasts)
        enqueue.sendTo(toasts, { type: 'toasts.show', code: 'followFailed', params: { handle } });
    }),
  },
}).createMachine({
  id: 'follows',
  description:
    "The viewer's follows: optimistic toggles, sent one at a time, rolled back on failure.",
  context: { following: {}, queue: [] },
  initial: 'idle',
  on: {
    'follows.toggle': {
      actions: { type: 'toggle', params: ({ event }) => event },
    },
  },
  states: {
    idle: {
      description: 'Nothing is being sent.',
      on: {
        'follows.toggle': {
          target: 'sending',
          actions: { type: 'toggle', params: ({ event }) => event },
        },
      },
    },
    sending: {
      description: 'Sends the oldest change; later toggles wait in the queue.',
      invoke: {
        src: 'followUser',
        input: ({ context }) => context.queue[0]!,
        onDone: { target: 'next', actions: 'settle' },
        onError: { target: 'next', actions: ['toastFailure', 'rollBack'] },
      },
    },
    next: {
      description: 'Sends the next change, if any.',
      always: [{ guard: 'hasQueue', target: 'sending' }, { target: 'idle' }],
    },
  },
});
