import { fromPromise } from 'xstate';
import type { FeedResponse } from '../../src/contracts/generation';
import type { ClipsPort } from './ports';

/** The create page's list: pages of the creator's clips, the library's call (newest first). */
export function createRecentClipsActors(clips: Pick<ClipsPort, 'getLibraryPage'>) {
  return {
    fetchRecentPage: fromPromise<FeedResponse, { page: number }>(({ input, signal }) =>
      clips.getLibraryPage(input.page, signal),
    ),
  };
}
