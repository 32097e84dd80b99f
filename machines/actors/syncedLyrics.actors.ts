import { fromPromise } from 'xstate';
import type { AlignedLyricsWord } from '../../src/contracts/aligned-lyrics';
import type { ClipsPort } from './ports';

/** The full-screen player's lyrics effect, built from the clips port. */
export function createSyncedLyricsActors(clips: ClipsPort) {
  return {
    fetchAlignedWords: fromPromise<AlignedLyricsWord[], { clipId: string }>(
      async ({ input, signal }) =>
        (await clips.getAlignedLyrics(input.clipId, signal)).aligned_words,
    ),
  };
}
