import { fromPromise } from 'xstate';
import type { FeedResponse } from '../../src/contracts/generation';
import type { LibraryFilters, LibraryView } from '../../src/contracts/library';
import type { LibraryPort } from './ports';

export interface LibraryPageInput {
  view: LibraryView;
  filters: LibraryFilters;
  page: number;
}

/** The library's effect actors: its pages, the trash and deleting for good. */
export function createLibraryActors(library: LibraryPort) {
  return {
    fetchLibraryPage: fromPromise<FeedResponse, LibraryPageInput>(({ input, signal }) =>
      library.getPage(input.view, input.filters, input.page, signal),
    ),
    setTrashed: fromPromise<void, { ids: string[]; trash: boolean }>(async ({ input }) => {
      await library.setTrashed(input.ids, input.trash);
    }),
    deleteClips: fromPromise<void, { ids: string[] }>(async ({ input }) => {
      await library.deleteClips(input.ids);
    }),
  };
}
