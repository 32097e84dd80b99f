import { Hono } from 'hono';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { findProfile } from '../profiles/profile-store';

/**
 * Profiles (spec 000 §7 "Notifications and profiles", spec 001 §7), under `/api/profiles`:
 * `GET /{handle}`, a creator's public basics, readable by anyone (profiles are shared as
 * links, spec 000 §2 `/@{handle}`); unknown handles answer 404. The spec's fixed paths below
 * `/api/profiles` (following, followers, top_clips, pinned-clips) go before `/:handle` here.
 */
export function profileRoutes(db: DB): Hono {
  const router = new Hono({ strict: false });
  router.get('/:handle', async (c) => {
    const profile = await findProfile(db, c.req.param('handle'));
    if (!profile) throw new ApiError(404, 'notFound', 'Profile not found');
    return c.json(profile);
  });
  return router;
}
