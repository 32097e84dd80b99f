import { Hono } from 'hono';
import {
  DISCOVER_SECTION_SIZE,
  DISCOVER_SHARED_MAX_ENTRIES,
  DISCOVER_SHARED_TTL_MS,
  LISTED_CLIP_VIEW_MAX_ENTRIES,
  LISTED_CLIP_VIEW_TTL_MS,
} from '../../contracts/constants';
import {
  discoverRequestSchema,
  type TrendingMetaplaylist,
  type UserEvents,
} from '../../contracts/discover';
import type { Auth } from '../auth/auth';
import { ListedClipViews } from '../clips/listed-clip-views';
import { discover } from '../discover/sections';
import { clipsInOrder, sharedPage } from '../discover/section-songs';
import { createSharedCache } from '../discover/shared-cache';
import { trendingIds } from '../discover/trending';
import type { GenerationDeps } from '../generation/deps';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

/**
 * Discover (spec 001 §7): `POST /api/discover/` (sections computed from public songs, playlists,
 * personas and creators, open to anyone), `GET /api/trending/metaplaylist/` (the trending songs
 * as a playlist) and `GET /api/analytics/user-event/` (whether the caller ever made a song).
 * What every viewer sees alike is kept `sharedTtlMs` in this process.
 */
export function discoverRoutes(
  auth: Auth,
  deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>,
  sharedTtlMs = DISCOVER_SHARED_TTL_MS,
) {
  const router = new Hono<UserEnv>({ strict: false });
  const { db, mediaUrls } = deps;
  const shared = createSharedCache({ ttlMs: sharedTtlMs, maxEntries: DISCOVER_SHARED_MAX_ENTRIES });
  const views = new ListedClipViews(
    Math.min(sharedTtlMs, LISTED_CLIP_VIEW_TTL_MS),
    LISTED_CLIP_VIEW_MAX_ENTRIES,
  );

  router.post('/discover', optionalUser(auth), async (c) => {
    const request = validate(discoverRequestSchema, await readJsonBody(c.req.raw));
    const ctx = { db, mediaUrls, shared, views, viewerId: c.get('user')?.id };
    return c.json(await discover(ctx, request));
  });

  router.get('/trending/metaplaylist', optionalUser(auth), async (c) => {
    const ctx = { db, mediaUrls, shared, views, viewerId: c.get('user')?.id };
    const page = { offset: 0, limit: DISCOVER_SECTION_SIZE };
    const { ids } = await sharedPage(ctx, 'trending', page, () =>
      trendingIds(db, page.offset, page.limit),
    );
    const clips = await clipsInOrder(ctx, ids);
    return c.json<TrendingMetaplaylist>({
      id: 'trending',
      name: 'Trending',
      clipIds: clips.map((clip) => clip.id),
      playlist_clips: clips.map((clip) => ({ clip })),
    });
  });

  router.get('/analytics/user-event', requireUser(auth), async (c) => {
    const made = await db
      .selectFrom('clip')
      .select('clip.id')
      .where('clip.userId', '=', c.get('user').id)
      .limit(1)
      .executeTakeFirst();
    return c.json<UserEvents>({ has_created_song: made !== undefined });
  });

  return router;
}
