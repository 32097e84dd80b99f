import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_HALF_LIFE_HOURS, TRENDING_WEIGHTS as W } from '../../../src/contracts/constants';
import { createRng } from '../../../src/engine/random';
import { seedCatalogue } from '../../../src/server/seed/seed-clips';
import { seedTextMaker } from '../../../src/server/seed/seed-text';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

const HALF_LIFE_S = TRENDING_HALF_LIFE_HOURS * 3600;

/**
 * Every listed clip's kept trending score against the definition recomputed from its events:
 * Σ weight × 2^(t / half-life) over plays by day (at noon), likes, comments and publication.
 * Returns the largest difference in log2 units.
 */
async function scoreDrift(db: TestServer['server']['db']): Promise<number> {
  const { rows } = await sql<{ drift: number | null }>`
    with events as (
      select "clipId", ${W.play}::float8 * plays as w, (day + time '12:00') at time zone 'UTC' as at
      from clip_play_day where plays > 0
      union all select "clipId", ${W.like}::float8, "updatedAt" from clip_reaction where "reactionType" = 'L'
      union all select "clipId", ${W.comment}::float8, "createdAt" from comment
      union all select id, ${W.publish}::float8, coalesce("publishedAt", "createdAt") from clip
    ), peaks as (
      select "clipId", max(ln(w) / ln(2) + extract(epoch from at)::float8 / ${HALF_LIFE_S}::float8) as peak
      from events group by "clipId"
    ), defined as (
      select e."clipId", p.peak + ln(sum(power(2, ln(e.w) / ln(2)
        + extract(epoch from e.at)::float8 / ${HALF_LIFE_S}::float8 - p.peak))) / ln(2) as score
      from events e join peaks p using ("clipId") group by e."clipId", p.peak
    )
    select max(abs(t.score - d.score)) as drift
    from clip_trending t join defined d using ("clipId")`.execute(db);
  return Number(rows[0]?.drift ?? Infinity);
}

describe.each(databaseTargets)('the seeded catalogue (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  const db = () => app.server.db;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    await seedCatalogue(db(), { count: 300, seed: 7 });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('makes public complete clips whose counters agree with their likes and comments', async () => {
    const { rows } = await sql<{ listed: string; likes_off: string; comments_off: string }>`
      select count(*) filter (where "isPublic" and status = 'complete' and not "isTrashed") as listed,
        count(*) filter (where "upvoteCount" != (select count(*) from clip_reaction r
          where r."clipId" = clip.id and r."reactionType" = 'L')) as likes_off,
        count(*) filter (where "commentCount" != (select count(*) from comment m
          where m."clipId" = clip.id)) as comments_off
      from clip`.execute(db());
    const counts = Object.values(rows[0]!).map(Number);
    expect(counts).toEqual([300, 0, 0]);
    const liked = await sql<{ n: string }>`select count(*) as n from clip_reaction`.execute(db());
    expect(Number(liked.rows[0]!.n)).toBeGreaterThan(100);
  });

  it('writes the same text from the same seed', () => {
    const make = seedTextMaker(createRng(3));
    const words = (seed: number) => {
      const r = createRng(seed);
      return Array.from({ length: 5 }, () => make(r));
    };
    expect(words(3)).toEqual(words(3));
    expect(words(3)).not.toEqual(words(4));
  });

  it('keeps each trending score equal to its definition as events come and go', async () => {
    expect(await scoreDrift(db())).toBeLessThan(1e-6);
    const like = await db().selectFrom('clip_reaction').selectAll().executeTakeFirstOrThrow();
    await db()
      .deleteFrom('clip_reaction')
      .where('userId', '=', like.userId)
      .where('clipId', '=', like.clipId)
      .execute();
    await db()
      .deleteFrom('comment')
      .where('id', 'in', db().selectFrom('comment').select('id').limit(5))
      .execute();
    await db()
      .updateTable('clip_play_day')
      .set({ plays: sql`plays + 3` })
      .execute();
    await db()
      .updateTable('clip')
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where('id', '=', like.clipId)
      .execute();
    expect(await scoreDrift(db())).toBeLessThan(1e-6);
    // The trending row copies whether its clip is listed (public, complete, out of the trash).
    const listed = () =>
      sql<{ listed: boolean }>`select listed from clip_trending where "clipId" = ${like.clipId}`
        .execute(db())
        .then(({ rows }) => rows[0]?.listed);
    expect(await listed()).toBe(true);
    await db().updateTable('clip').set({ isTrashed: true }).where('id', '=', like.clipId).execute();
    expect(await listed()).toBe(false);
    await db()
      .updateTable('clip')
      .set({ isTrashed: false })
      .where('id', '=', like.clipId)
      .execute();
    expect(await listed()).toBe(true);
  });
});
