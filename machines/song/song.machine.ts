import { assign, setup } from 'xstate';
import { isFinalClipStatus, type Clip } from '../../src/contracts/clip';
import { CLIP_POLL_INTERVAL_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface SongContext {
  clipId: string;
  clip: Clip | null;
  error: ErrorCode | null;
}

export type SongEvent = { type: 'song.retry' };

/**
 * The song page (/song/{id}): loads one clip and, while it is still being made, re-reads it every
 * CLIP_POLL_INTERVAL_MS (spec 000 §9) until it is complete or failed.
 */
export const songMachine = setup({
  types: {
    context: {} as SongContext,
    events: {} as SongEvent,
    input: {} as { clipId: string },
  },
  actors: {
    fetchClip: unprovided<Clip, { clipId: string }>('fetchClip'),
  },
  guards: {
    isNotFound: (_, error: ErrorCode) => error === 'notFound',
    isFinal: ({ context }) => context.clip !== null && isFinalClipStatus(context.clip.status),
  },
  actions: {
    setClip: assign((_, clip: Clip) => ({ clip, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
  delays: { pollInterval: CLIP_POLL_INTERVAL_MS },
}).createMachine({
  id: 'song',
  description: 'One song page: the clip, followed until it is complete or failed.',
  context: ({ input }) => ({ clipId: input.clipId, clip: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the clip.',
      invoke: {
        src: 'fetchClip',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setClip', params: ({ event }) => event.output },
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
      description: 'The clip is shown; a clip still being made is read again shortly.',
      always: { guard: 'isFinal', target: 'final' },
      after: { pollInterval: 'loading' },
    },
    final: {
      description: 'Complete or failed: nothing more will change on its own.',
      type: 'final',
    },
    notFound: {
      description: 'No such clip, or it is private to someone else.',
      type: 'final',
    },
    failed: {
      description: 'The clip could not be read (network, server); the user may retry.',
      on: { 'song.retry': 'loading' },
    },
  },
});
