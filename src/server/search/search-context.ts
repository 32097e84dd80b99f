import type { SearchQuery, SearchResult } from '../../contracts/search';
import type { ListedClipViews } from '../clips/listed-clip-views';
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
  /** Public queries' pages (ids and total), the same for every caller: SEARCH_SHARED_TTL_MS. */
  pages: SharedCache;
  /** Public hits' views, built once for every caller (LISTED_CLIP_VIEW_TTL_MS). */
  views: ListedClipViews;
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

/**
 * The page of ids a public query finds, shared by every caller asking the same query within
 * SEARCH_SHARED_TTL_MS (keyed by all that decides the page; the term's case never does). The
 * caller reads the hits themselves afresh, dropping any no longer public.
 */
export const sharedIds = (
  context: SearchContext,
  query: SearchQuery,
  find: () => Promise<{ ids: string[]; total: number }>,
) =>
  context.pages.get(
    JSON.stringify([
      query.search_type,
      query.term.toLowerCase(),
      query.rank_by,
      query.from_index,
      query.size,
      query.is_instrumental ?? null,
      query.model_version ?? null,
    ]),
    find,
  );
