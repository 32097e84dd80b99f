import { Hono } from 'hono';
import {
  LISTED_CLIP_VIEW_MAX_ENTRIES,
  LISTED_CLIP_VIEW_TTL_MS,
  SEARCH_GENRE_COUNT_TTL_MS,
  SEARCH_SHARED_MAX_ENTRIES,
  SEARCH_SHARED_TTL_MS,
  type FeatureFlag,
} from '../../contracts/constants';
import { searchRequestSchema, type SearchResponse } from '../../contracts/search';
import type { Auth } from '../auth/auth';
import { ListedClipViews } from '../clips/listed-clip-views';
import { createSharedCache } from '../discover/shared-cache';
import type { GenerationDeps } from '../generation/deps';
import { optionalUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { runSearch } from '../search/search';

/**
 * Search (spec 001 §7 `POST /api/search/`), open to anyone: public queries for every caller,
 * library ones for the signed-in caller's own things (src/server/search/).
 */
export function searchRoutes(
  auth: Auth,
  deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>,
  flags: Record<FeatureFlag, boolean>,
) {
  const router = new Hono<UserEnv>({ strict: false });
  // One entry per genre the engine knows.
  const shared = createSharedCache({ ttlMs: SEARCH_GENRE_COUNT_TTL_MS, maxEntries: 1000 });
  const pages = createSharedCache({
    ttlMs: SEARCH_SHARED_TTL_MS,
    maxEntries: SEARCH_SHARED_MAX_ENTRIES,
  });
  const views = new ListedClipViews(LISTED_CLIP_VIEW_TTL_MS, LISTED_CLIP_VIEW_MAX_ENTRIES);
  router.post('/search', optionalUser(auth), async (c) => {
    const body = validate(searchRequestSchema, await readJsonBody(c.req.raw));
    const context = {
      db: deps.db,
      mediaUrls: deps.mediaUrls,
      shared,
      pages,
      views,
      viewerId: c.get('user')?.id,
    };
    const answer = await runSearch(context, body.search_queries, flags['persona-search']);
    return c.json<SearchResponse>(answer);
  });
  return router;
}
