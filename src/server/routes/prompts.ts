import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { savePromptSchema, type SavedPrompt } from '../../contracts/generation';
import type { Auth } from '../auth/auth';
import type { DB } from '../db/database';
import type { SavedPromptTable } from '../db/schema';
import type { RateLimiter } from '../generation/rate-limit';
import { ApiError } from '../http/errors';
import { limitPerUser } from '../http/rate-limits';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

const toPrompt = (row: Selectable<SavedPromptTable>): SavedPrompt => ({
  id: row.id,
  gpt_description_prompt: row.gptDescriptionPrompt,
  lyrics: row.lyrics,
  tags: row.tags,
  negative_tags: row.negativeTags,
  title: row.title,
  sliders: (row.sliders as SavedPrompt['sliders']) ?? null,
  created_at: new Date(row.createdAt).toISOString(),
});

/** Saved prompts (spec 000 §7): save or update by id, list newest first, delete. */
export function promptRoutes(auth: Auth, db: DB, limiter: RateLimiter): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const limited = limitPerUser(limiter);
  router.post('/prompts', signedIn, limited, async (c) => {
    const input = validate(savePromptSchema, await readJsonBody(c.req.raw));
    const userId = c.get('user').id;
    const values = {
      gptDescriptionPrompt: input.gpt_description_prompt ?? null,
      lyrics: input.lyrics ?? null,
      tags: input.tags ?? null,
      negativeTags: input.negative_tags ?? null,
      title: input.title ?? null,
      sliders: input.sliders ? JSON.stringify(input.sliders) : null,
    };
    if (!Object.values(values).some((value) => value)) {
      throw new ApiError(400, 'emptyPrompt', 'There is nothing to save.');
    }
    const row = input.id
      ? await db
          .updateTable('saved_prompt')
          .set(values)
          .where('id', '=', input.id)
          .where('userId', '=', userId)
          .returningAll()
          .executeTakeFirst()
      : await db
          .insertInto('saved_prompt')
          .values({ id: randomUUID(), userId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (!row) throw new ApiError(404, 'notFound', 'Prompt not found');
    return c.json(toPrompt(row));
  });
  router.get('/clips/clip_prompts', signedIn, async (c) => {
    const rows = await db
      .selectFrom('saved_prompt')
      .selectAll()
      .where('userId', '=', c.get('user').id)
      .orderBy('createdAt', 'desc')
      .execute();
    return c.json({ prompts: rows.map(toPrompt) });
  });
  router.post('/prompts/delete', signedIn, limited, async (c) => {
    const { id } = validate(z.object({ id: z.string() }), await readJsonBody(c.req.raw));
    const deleted = await db
      .deleteFrom('saved_prompt')
      .where('id', '=', id)
      .where('userId', '=', c.get('user').id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0)
      throw new ApiError(404, 'notFound', 'Prompt not found');
    return c.json({ id });
  });
  return router;
}
