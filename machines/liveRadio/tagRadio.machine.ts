import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface TagRadioContext {
  tag: string;
  clips: Clip[];
  error: ErrorCode | null;
}

export type TagRadioEvent = { type: 'tagRadio.retry' };

/**
 * A tag radio page (/radio/tag/{tag}, spec 000 §7 GET /api/radio/{tag}/): reads public songs
 * naming the style; the page plays them through the queue player (context style_tag). A failed
 * read may be retried; no songs is an empty list, not an error.
 */
export const tagRadioMachine = setup({
  types: {
    context: {} as TagRadioContext,
    events: {} as TagRadioEvent,
    input: {} as { tag: string },
  },
  actors: {
    fetchTagRadio: unprovided<Clip[], { tag: string }>('fetchTagRadio'),
  },
  actions: {
    setClips: assign((_, clips: Clip[]) => ({ clips, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'tagRadio',
  description: 'One tag radio: public songs naming a style.',
  context: ({ input }) => ({ tag: input.tag, clips: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads public songs naming the style.',
      invoke: {
        src: 'fetchTagRadio',
        input: ({ context }) => ({ tag: context.tag }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setClips', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    loaded: { description: 'The songs (maybe none) are there to play.', type: 'final' },
    failed: {
      description: 'The read failed; the page offers to try again.',
      on: { 'tagRadio.retry': 'loading' },
    },
  },
});
