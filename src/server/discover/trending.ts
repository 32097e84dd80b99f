import { sql } from 'kysely';
import { SEARCH_TOTAL_HITS_MAX, TRENDING_WINDOW_DAYS } from '../../contracts/constants';
import type { DB } from '../db/database';

/** Since when activity counts: the window's start, as SQL. */
export const windowStart = sql`now() - make_interval(days => ${TRENDING_WINDOW_DAYS}::int)`;

/** When a song was published: the first time it went public (its creation for older rows). */
export const publishedAt = sql`coalesce(clip."publishedAt", clip."createdAt")`;

/** Listed songs (public, complete, out of the trash) with something in the window. */
const trending = sql`t.listed and t."activeAt" > ${windowStart}`;

/**
 * The trending songs' ids, best first: public, complete songs out of the trash with activity
 * in the last TRENDING_WINDOW_DAYS (plays by day, likes, comments, the publication itself),
 * by their score, each event's weight halving every TRENDING_HALF_LIFE_HOURS. The triggers of
 * migrations 20261128T02a0 and 20261128T06a0 keep the score (`clip_trending.score`) as events
 * are written, so a page reads its rows off an index. `total` counts trending songs up to SEARCH_TOTAL_HITS_MAX.
 */
export async function trendingIds(
  db: DB,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const { rows } = await sql<{ id: string }>`
    select t."clipId" as id from clip_trending t where ${trending}
    order by t.score desc nulls last, t.published desc, t."clipId"
    limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: string | number }>`
    select count(*) as n from (
      select 1 from clip_trending t where ${trending} limit ${SEARCH_TOTAL_HITS_MAX}
    ) as songs`.execute(db);
  return { ids: rows.map((row) => row.id), total: Number(count.rows[0]?.n ?? 0) };
}
