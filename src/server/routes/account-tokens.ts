import { Hono } from 'hono';
import { createAccessTokenSchema, type AccessTokenList } from '../../contracts/access-tokens';
import type { Auth } from '../auth/auth';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../auth/access-tokens';
import type { DB } from '../db/database';
import type { RateLimiter } from '../generation/rate-limit';
import { limitPerUser } from '../http/rate-limits';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

/**
 * Personal access tokens on /account: list, create (the token is answered once) and revoke.
 * Programmatic clients send them as `Authorization: Bearer <token>` (see `accessTokenAuth`).
 */
export function accountTokenRoutes(auth: Auth, db: DB, limiter: RateLimiter): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  router.use('*', requireUser(auth));
  router.get('/', async (c) =>
    c.json({ tokens: await listAccessTokens(db, c.get('user').id) } satisfies AccessTokenList),
  );
  router.post('/', limitPerUser(limiter), async (c) => {
    const { name } = validate(createAccessTokenSchema, await readJsonBody(c.req.raw));
    return c.json(await createAccessToken(db, c.get('user').id, name), 201);
  });
  router.delete('/:id', async (c) => {
    await revokeAccessToken(db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });
  return router;
}
