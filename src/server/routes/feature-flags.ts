import { Hono } from 'hono';
import type { FeatureFlag } from '../../contracts/constants';
import type { FeatureFlagsResponse } from '../../contracts/music-player';

/** `GET /api/feature-flags`: spec 001 §6's flags as this server sets them, for anyone. */
export function featureFlagRoutes(flags: Record<FeatureFlag, boolean>): Hono {
  const router = new Hono({ strict: false });
  router.get('/', (c) => c.json({ flags } satisfies FeatureFlagsResponse));
  return router;
}
