import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import type { DB } from '../db/database';
import { isElevatedUsage, setElevatedUsage } from '../generation/settings';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

/**
 * Operator switches for staff accounts (`user.isStaff`): the elevated-usage switch of spec 000 §6,
 * under which only Pro and Premier may generate.
 */
export function adminRoutes(auth: Auth, db: DB): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  router.use('*', requireUser(auth), async (c, next) => {
    if (!c.get('user').isStaff) throw new ApiError(403, 'unauthorized', 'Staff only');
    await next();
  });
  router.get('/elevated-usage', async (c) => c.json({ on: await isElevatedUsage(db) }));
  router.post('/elevated-usage', async (c) => {
    const { on } = validate(z.object({ on: z.boolean() }), await readJsonBody(c.req.raw));
    await setElevatedUsage(db, on);
    return c.json({ on });
  });
  return router;
}
