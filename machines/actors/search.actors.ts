import { fromPromise } from 'xstate';
import { FEATURE_FLAG_DEFAULTS } from '../../src/contracts/constants';
import type { SearchPageType } from '../../src/contracts/search';
import { parseRecent, searchPageQuery, type SearchPage } from '../search/search.contract';
import type { MusicPlayerPort } from './musicPlayer.port';
import type { StoragePort } from './ports';
import type { SearchPort } from './search.port';

/** Where the recent searches are kept on this device. */
export const RECENT_SEARCHES_STORAGE_KEY = 'openchirp.recentSearches';

/** The search page's effects: its reads, the flags and the recent searches on this device. */
export function createSearchActors(ports: {
  search: SearchPort;
  storage: StoragePort;
  musicPlayer: MusicPlayerPort;
}) {
  return {
    loadSearchSettings: fromPromise<{ recent: string[]; personaSearch: boolean }, void>(
      async ({ signal }) => {
        const [stored, flags] = await Promise.all([
          ports.storage.load(RECENT_SEARCHES_STORAGE_KEY).catch(() => null),
          ports.musicPlayer.getFeatureFlags(signal).catch(() => FEATURE_FLAG_DEFAULTS),
        ]);
        return { recent: parseRecent(stored), personaSearch: flags['persona-search'] };
      },
    ),
    searchPage: fromPromise<SearchPage, { term: string; type: SearchPageType; from: number }>(
      async ({ input, signal }) => {
        const query = searchPageQuery(input.type, input.term, input.from);
        const answer = await ports.search.search([query], signal);
        const result = answer.result[query.name];
        return {
          term: input.term,
          type: input.type,
          hits: result?.result ?? [],
          total: result?.total_hits ?? 0,
        };
      },
    ),
    saveRecentSearches: fromPromise<void, string[]>(({ input }) =>
      ports.storage.save(RECENT_SEARCHES_STORAGE_KEY, input),
    ),
  };
}
