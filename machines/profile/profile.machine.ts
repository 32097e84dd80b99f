import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Profile } from '../../src/contracts/profile';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface ProfileContext {
  handle: string;
  profile: Profile | null;
  error: ErrorCode | null;
}

export type ProfileEvent = { type: 'profile.retry' };

/**
 * A profile page (/@{handle}, spec 000 §2): reads the creator's profile once; a handle nobody
 * has is not found, a failed read may be retried.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { handle: string },
  },
  actors: {
    fetchProfile: unprovided<Profile, { handle: string }>('fetchProfile'),
  },
  guards: {
    isNotFound: (_, error: ErrorCode) => error === 'notFound',
  },
  actions: {
    setProfile: assign((_, profile: Profile) => ({ profile, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'profile',
  description: "One profile page: the creator's public basics, or that nobody has the handle.",
  context: ({ input }) => ({ handle: input.handle, profile: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the profile.',
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ handle: context.handle }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setProfile', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => toErrorCode(event.error) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    loaded: {
      description: 'The profile is shown.',
      type: 'final',
    },
    notFound: {
      description: 'Nobody has this handle.',
      type: 'final',
    },
    failed: {
      description: 'The profile could not be read (network, server); the user may retry.',
      on: { 'profile.retry': 'loading' },
    },
  },
});
