import type { SearchQueryInput, SearchResponse } from '../../src/contracts/search';

/** Search (spec 001 §7 `POST /api/search/`): each named query answered under its name. */
export interface SearchPort {
  search(queries: SearchQueryInput[], signal: AbortSignal): Promise<SearchResponse>;
}
