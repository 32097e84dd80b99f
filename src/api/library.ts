import type { KyInstance } from 'ky';
import type { FeedResponse } from '../contracts/generation';
import { libraryQuery, type LibraryFilters, type LibraryView } from '../contracts/library';
import type { DeleteClipsResponse, TrashClipsResponse } from '../contracts/trash';
import { call } from './client';

/** The library with its filters (spec 001 §3), the trash and deleting for good (000 §7). */
export function createLibraryApi(http: KyInstance) {
  return {
    /** One page of a view: `GET /api/feed/v2`, or `GET /api/clips/trashed_v2` for the trash. */
    getPage(
      view: LibraryView,
      filters: LibraryFilters,
      page: number,
      signal: AbortSignal,
    ): Promise<FeedResponse> {
      const path = view === 'trash' ? 'clips/trashed_v2' : 'feed/v2';
      const searchParams = libraryQuery(view, filters, page);
      return call(() => http.get(path, { searchParams, signal }).json<FeedResponse>());
    },
    /** `POST /api/gen/trash/`: to the trash (`trash`) or back. */
    setTrashed(clipIds: readonly string[], trash: boolean, signal?: AbortSignal) {
      const json = { trash, clip_ids: clipIds };
      return call(() => http.post('gen/trash/', { json, signal }).json<TrashClipsResponse>());
    },
    /** `POST /api/clips/delete/`: for good, from the trash only. */
    deleteClips(ids: readonly string[], signal?: AbortSignal) {
      return call(() =>
        http.post('clips/delete/', { json: { ids }, signal }).json<DeleteClipsResponse>(),
      );
    },
  };
}
