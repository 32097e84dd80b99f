import { assign, setup } from 'xstate';
import type { AlignedLyricsWord } from '../../src/contracts/aligned-lyrics';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface SyncedLyricsContext {
  clipId: string;
  words: AlignedLyricsWord[];
  error: ErrorCode | null;
}

export type SyncedLyricsEvent = { type: 'syncedLyrics.retry' };

/**
 * Answers that say the clip has no alignment to show (not the viewer's, not finished, no
 * remix rights on a public one, signed out): the view then shows the plain lyrics.
 */
const NO_ALIGNMENT: readonly ErrorCode[] = [
  'notFound',
  'clipNotReady',
  'remixNotAllowed',
  'unauthorized',
];

/**
 * The full-screen player's lyrics for one clip (spec 000 §7 aligned_lyrics/v2): reads the sung
 * words and their times, which the view highlights as the player's time passes. A clip with no
 * alignment falls back to its plain lyrics; a failed read may be retried.
 */
export const syncedLyricsMachine = setup({
  types: {
    context: {} as SyncedLyricsContext,
    events: {} as SyncedLyricsEvent,
    input: {} as { clipId: string },
  },
  actors: {
    fetchAlignedWords: unprovided<AlignedLyricsWord[], { clipId: string }>('fetchAlignedWords'),
  },
  guards: {
    hasWords: (_, words: AlignedLyricsWord[]) => words.length > 0,
    isWithoutAlignment: (_, error: ErrorCode) => NO_ALIGNMENT.includes(error),
  },
  actions: {
    setWords: assign((_, words: AlignedLyricsWord[]) => ({ words, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'syncedLyrics',
  description: "One clip's words with their times, for the full-screen player.",
  context: ({ input }) => ({ clipId: input.clipId, words: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the aligned words of the clip.',
      invoke: {
        src: 'fetchAlignedWords',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: [
          {
            guard: { type: 'hasWords', params: ({ event }) => event.output },
            target: 'aligned',
            actions: { type: 'setWords', params: ({ event }) => event.output },
          },
          { target: 'unaligned' },
        ],
        onError: [
          {
            guard: { type: 'isWithoutAlignment', params: ({ event }) => toErrorCode(event.error) },
            target: 'unaligned',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    aligned: {
      description: 'The words are there: the view highlights the one sung now.',
      type: 'final',
    },
    unaligned: {
      description: 'No word is aligned: the view shows the plain lyrics, or that none are sung.',
      type: 'final',
    },
    failed: {
      description: 'The read failed (the network): the view offers to try again.',
      on: { 'syncedLyrics.retry': 'loading' },
    },
  },
});
