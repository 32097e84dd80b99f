import { randomInt, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { lyricsRequestSchema, type LyricsResult } from '../../contracts/generation';
import { writeLyrics } from '../../engine/lyrics/write';
import { recommendStyles, recommendTags } from '../../engine/text/suggestions';
import { understandStyle } from '../../engine/text/understand';
import type { Auth } from '../auth/auth';
import type { DB } from '../db/database';
import type { LyricsRequestTable } from '../db/schema';
import type { RateLimiter } from '../generation/rate-limit';
import { ApiError } from '../http/errors';
import { limitPerUser } from '../http/rate-limits';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import { findCopyrightNames } from '../moderation/moderation';
import { z } from 'zod';

const toResult = (row: Selectable<LyricsRequestTable>): LyricsResult => ({
  id: row.id,
  status: row.status,
  text: row.text,
  title: row.title,
  tags: row.tags,
  error_message: row.errorMessage,
});

/**
 * Lyrics generation (spec 001 §7) on the engine's lyric writer, which answers in milliseconds, so
 * a request is complete (or failed, with the server messages spec 001 §8 lists) when it is made;
 * the client polls it as it would a slower writer. Also the style helpers of the create screen.
 */
export function lyricsRoutes(auth: Auth, db: DB, limiter: RateLimiter): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);

  // Spec 001 §8: the client knows this 429 by its detail, 'Too many requests'.
  router.post(
    '/generate/lyrics',
    signedIn,
    limitPerUser(limiter, 'Too many requests'),
    async (c) => {
      const { prompt } = validate(lyricsRequestSchema, await readJsonBody(c.req.raw));
      const userId = c.get('user').id;
      const names = findCopyrightNames(prompt);
      const id = randomUUID();
      const base = { id, userId, prompt };
      if (names.length > 0) {
        await db
          .insertInto('lyrics_request')
          .values({
            ...base,
            status: 'error',
            errorMessage: `The prompt names an artist or producer tag: "${names[0]}". This is copyrighted.`,
          })
          .execute();
        return c.json({ id });
      }
      const style = understandStyle({ tags: '', description: prompt, negativeTags: '' });
      const written = writeLyrics({ description: prompt, seed: randomInt(1, 2 ** 31 - 1), style });
      await db
        .insertInto('lyrics_request')
        .values({
          ...base,
          status: 'complete',
          text: written.lyrics,
          title: written.title,
          tags: style.genres.join(', '),
        })
        .execute();
      return c.json({ id });
    },
  );

  router.get('/generate/lyrics/:id', signedIn, async (c) => {
    const row = await db
      .selectFrom('lyrics_request')
      .selectAll()
      .where('id', '=', c.req.param('id'))
      .where('userId', '=', c.get('user').id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'notFound', 'Lyrics not found');
    return c.json(toResult(row));
  });

  router.get('/generate/get_recommend_styles', signedIn, (c) => c.json(recommendStyles()));
  router.post('/tags/recommend', signedIn, async (c) => {
    const { tags } = validate(
      z.object({ tags: z.string().max(1000) }),
      await readJsonBody(c.req.raw),
    );
    return c.json({ recommended_tags: recommendTags(tags) });
  });
  return router;
}
