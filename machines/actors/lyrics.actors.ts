import { fromPromise } from 'xstate';
import type { LyricsResult } from '../../src/contracts/generation';
import type { LyricsPort } from './ports';

/** The lyrics machine's effect actors, built from the lyrics port. */
export function createLyricsActors(lyrics: LyricsPort) {
  return {
    startLyrics: fromPromise<{ id: string }, { prompt: string }>(({ input, signal }) =>
      lyrics.start(input.prompt, signal),
    ),
    fetchLyrics: fromPromise<LyricsResult, { id: string }>(({ input, signal }) =>
      lyrics.get(input.id, signal),
    ),
  };
}
