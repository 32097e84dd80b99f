import { fromPromise } from 'xstate';
import { TAG_SONGS_PAGE_SIZE } from '../../src/contracts/constants';
import type { Clip } from '../../src/contracts/clip';
import type { TagSearchType, TagSongsPage } from '../search/tagSongs.machine';
import type { SearchPort } from './search.port';

/** A style tag or hashtag page's read: one named query, most relevant first. */
export function createTagSongsActors(search: SearchPort) {
  return {
    fetchTagSongs: fromPromise<
      TagSongsPage,
      { searchType: TagSearchType; term: string; from: number }
    >(async ({ input, signal }) => {
      const answer = await search.search(
        [
          {
            name: 'songs',
            search_type: input.searchType,
            term: input.term,
            rank_by: 'most_relevant',
            from_index: input.from,
            size: TAG_SONGS_PAGE_SIZE,
          },
        ],
        signal,
      );
      const result = answer.result.songs;
      return { clips: (result?.result ?? []) as Clip[], total: result?.total_hits ?? 0 };
    }),
  };
}
