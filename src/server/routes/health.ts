import { Hono } from 'hono';
import { sql } from 'kysely';
import type { DB } from '../db/database';

/** `GET /api/health`: `{ ok: true }` once the database answers. */
export function healthRoutes(db: DB): Hono {
  const router = new Hono();
  router.get('/', async (c) => {
    await sql`select 1`.execute(db);
    return c.json({ ok: true });
  });
  return router;
}
