import { Hono } from 'hono';
import { shareLinkSchema, type ShareLinkResponse } from '../../contracts/share';
import type { Auth } from '../auth/auth';
import type { DB } from '../db/database';
import { findUserId, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { shareCode, shareLinkFor } from '../share/share-store';

/**
 * Share links (spec 001 §7): `POST /api/share/link` (signed in; content the caller may see) and
 * `GET /api/share/code/{share_id}` (anyone; 404 unless the caller may see the content now).
 * Links are `{publicUrl}/s/{share_id}`.
 */
export function shareRoutes(auth: Auth, db: DB, publicUrl: string): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });

  router.post('/link', requireUser(auth), async (c) => {
    const input = validate(shareLinkSchema, await readJsonBody(c.req.raw));
    const shareId = await shareLinkFor(db, c.get('user').id, input);
    return c.json({
      link: `${publicUrl}/s/${shareId}`,
      share_id: shareId,
    } satisfies ShareLinkResponse);
  });

  router.get('/code/:share_id', async (c) => {
    const viewerId = c.get('user')?.id ?? (await findUserId(auth, db, c.req.raw.headers));
    return c.json(await shareCode(db, viewerId, c.req.param('share_id')));
  });
  return router;
}
