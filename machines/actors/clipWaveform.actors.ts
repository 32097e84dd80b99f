import { fromPromise } from 'xstate';
import type { ClipsPort } from './ports';

/** The playbar waveform's effect, built from the clips port. */
export function createClipWaveformActors(clips: ClipsPort) {
  return {
    fetchWaveform: fromPromise<number[], { clipId: string }>(({ input, signal }) =>
      clips.getWaveform(input.clipId, signal),
    ),
  };
}
