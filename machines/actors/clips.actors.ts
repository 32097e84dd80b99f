import { fromPromise } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ClipsPort } from './ports';

/** The song page's effect actors, built from the clips port. */
export function createClipsActors(clips: ClipsPort) {
  return {
    fetchClip: fromPromise<Clip, { clipId: string }>(({ input, signal }) =>
      clips.getClip(input.clipId, signal),
    ),
  };
}
