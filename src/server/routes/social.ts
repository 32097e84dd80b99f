import { Hono } from 'hono';
import { followingFeedSchema } from '../../contracts/profile';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { followingFeedPage } from '../social/following-feed';

/**
 * The following feed (spec 001 §7 "Feed and social"): `POST /api/social/following-feed/`, the
 * songs the people the caller follows published, a page of the caller's size at a time.
 */
export function socialRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  router.post('/following-feed', requireUser(auth), async (c) => {
    const input = validate(followingFeedSchema, await readJsonBody(c.req.raw));
    const page = await followingFeedPage(
      deps.db,
      deps.mediaUrls,
      c.get('user').id,
      input.start_feed_timestamp ?? null,
      input.page_size,
    );
    return c.json(page);
  });
  return router;
}
