import type { SearchQuery, SearchResult } from '../../contracts/search';
import type { DB } from '../db/database';
import type { SharedCache } from '../discover/shared-cache';
import type { MediaUrls } from '../storage/media-urls';

/** What every search query runs with. */
export interface SearchContext {
  db: DB;
  mediaUrls: MediaUrls;
  /** The caller, signed in or not. */
  viewerId: string | undefined;
  /** Counts every caller shares (genres' songs), kept SEARCH_GENRE_COUNT_TTL_MS. */
  shared: SharedCache;
  /** Whether pg_trgm is there for misspelt terms (`hasFuzzySearch`). */
  fuzzy: boolean;
}

/** A query's page frame: its offset and size, as the answer repeats them. */
export const pageOf = (query: SearchQuery) => ({ from: query.from_index, size: query.size });

/** A query's answer from its hits and total. */
export const resultOf = <T>(query: SearchQuery, hits: T[], total: number): SearchResult<T> => ({
  result: hits,
  from_index: query.from_index,
  page_size: query.size,
  total_hits: total,
});
