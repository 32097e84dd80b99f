import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** A song radio: the song it starts from and public songs like it (tag radio by its styles). */
export interface SongRadioList {
  seed: Clip;
  similar: Clip[];
}

export interface SongRadioContext {
  clipId: string;
  list: SongRadioList | null;
  error: ErrorCode | null;
}

export type SongRadioEvent = { type: 'songRadio.retry' };

/**
 * A song radio page (/radio/song/{id}, spec 001 §2): reads the seed song and the songs like it;
 * the page then plays them through the queue player (context song_radio). A song the viewer may
 * not see is not found; a failed read may be retried.
 */
export const songRadioMachine = setup({
  types: {
    context: {} as SongRadioContext,
    events: {} as SongRadioEvent,
    input: {} as { clipId: string },
  },
  actors: {
    fetchSongRadio: unprovided<SongRadioList, { clipId: string }>('fetchSongRadio'),
  },
  guards: {
    isNotFound: (_, error: ErrorCode) => error === 'notFound',
  },
  actions: {
    setList: assign((_, list: SongRadioList) => ({ list, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'songRadio',
  description: 'One song radio: the seed song and public songs like it.',
  context: ({ input }) => ({ clipId: input.clipId, list: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the seed song, then songs sharing its styles.',
      invoke: {
        src: 'fetchSongRadio',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setList', params: ({ event }) => event.output },
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
    loaded: { description: 'The songs are there to play.', type: 'final' },
    notFound: { description: 'No song the viewer may see has this id.', type: 'final' },
    failed: {
      description: 'The read failed; the page offers to try again.',
      on: { 'songRadio.retry': 'loading' },
    },
  },
});
