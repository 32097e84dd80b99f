import type { KyInstance } from 'ky';
import type { SearchQueryInput, SearchResponse } from '../contracts/search';
import { call } from './client';

/** Search (issue 15): `POST /api/search/` with named queries. */
export function createSearchApi(http: KyInstance) {
  return {
    search(queries: SearchQueryInput[], signal: AbortSignal): Promise<SearchResponse> {
      return call(() =>
        http.post('search/', { json: { search_queries: queries }, signal }).json<SearchResponse>(),
      );
    },
  };
}
