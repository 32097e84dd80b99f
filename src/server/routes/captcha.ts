import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { requireUser, type UserEnv } from '../http/session';

/**
 * `POST /api/c/check`: clients written for hosted services ask whether a captcha must be solved
 * before generating (`{"ctype":"generation"}`). This server asks for none, whatever the ctype.
 */
export function captchaRoutes(auth: Auth): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  router.post('/check', requireUser(auth), (c) => c.json({ required: false }));
  return router;
}
