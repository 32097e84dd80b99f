import { fromPromise } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { FeedResponse } from '../../src/contracts/generation';
import type { ClipsPort } from './ports';

/** The song page's and the library's effect actors, built from the clips port. */
export function createClipsActors(clips: ClipsPort) {
  return {
    fetchClip: fromPromise<Clip, { clipId: string }>(({ input, signal }) =>
      clips.getClip(input.clipId, signal),
    ),
    fetchLibraryPage: fromPromise<FeedResponse, { page: number }>(({ input, signal }) =>
      clips.getLibraryPage(input.page, signal),
    ),
  };
}
