import { sql, type RawBuilder } from 'kysely';
import {
  SEARCH_EXACT_COUNT_MAX,
  SEARCH_LISTED_ESTIMATE_TTL_MS,
  SEARCH_RANK_WINDOW,
  SEARCH_TOTAL_HITS_MAX,
} from '../../contracts/constants';
import type { DB } from '../db/database';
import { createSharedCache, type SharedCache } from '../discover/shared-cache';

/** Search's tables: each query reads one alone, so the documents' unqualified columns are its. */
export type SearchTable = 'clip' | 'persona' | 'playlist' | 'user';

/** A condition, an ordering term or a score in SQL. */
export type Fragment = RawBuilder<unknown>;

/**
 * What a search reads: its table; clips with their trending row (`clip_trending`, migration
 * 20261128T06a0: "score", "published", "listed"), whose names no clip column takes.
 */
const sourceOf = (table: SearchTable) =>
  table === 'clip' ? sql`clip join clip_trending on "clipId" = id` : sql.table(table);

/**
 * How many rows meet `where`: counted when the planner expects at most SEARCH_EXACT_COUNT_MAX
 * (a count visits every matching row), else its estimate, both capped at SEARCH_TOTAL_HITS_MAX
 * (no page past it can be asked for), as a large search engine says "about 25,000 results".
 */
export async function totalHits(
  db: DB,
  table: SearchTable,
  where: Fragment[],
  expected?: number,
): Promise<number> {
  const matching = sql`select 1 from ${sourceOf(table)} where ${conditionsOf(where)}`;
  expected ??= await expectedHits(db, table, where);
  if (expected > SEARCH_EXACT_COUNT_MAX) return Math.min(expected, SEARCH_TOTAL_HITS_MAX);
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from (${matching} limit ${SEARCH_TOTAL_HITS_MAX}) as hits`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const estimates = new WeakMap<DB, SharedCache>();

/**
 * How many rows of `table` the planner expects to meet `where` (EXPLAIN: no row is read), kept
 * SEARCH_LISTED_ESTIMATE_TTL_MS per query (a term searched again skips the round trip).
 */
export function expectedHits(db: DB, table: SearchTable, where: Fragment[]): Promise<number> {
  const query = sql`select 1 from ${sourceOf(table)} where ${conditionsOf(where)}`;
  let cache = estimates.get(db);
  if (!cache) {
    cache = createSharedCache({ ttlMs: SEARCH_LISTED_ESTIMATE_TTL_MS, maxEntries: 1000 });
    estimates.set(db, cache);
  }
  const compiled = query.compile(db);
  const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  return cache.get(key, () => plannedRowsOf(db, query));
}

/** The rows the planner expects `query` to return. */
export async function plannedRowsOf(db: DB, query: Fragment): Promise<number> {
  const plan = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${query}`.execute(db);
  return plannedRows(plan.rows[0]?.['QUERY PLAN']);
}

/** The rows a JSON plan (text or parsed, as the driver gives it) expects its query to return. */
function plannedRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

export const conditionsOf = (where: Fragment[]) =>
  where.length === 0 ? sql`true` : sql.join(where, sql` and `);

/**
 * One page of ids of `table`'s rows meeting every condition, in `order` (ties by id), with how
 * many meet them (`totalHits`, not asked when the page itself tells). With `relevance`, the
 * first SEARCH_RANK_WINDOW rows in `order` are ranked by it, highest first, and the others
 * follow in `order`: every page reads one window, whatever the number of matches. `expected`:
 * the planner's estimate of the matches, when the caller has asked it already.
 */
export async function rankedIds(
  db: DB,
  table: SearchTable,
  where: Fragment[],
  order: Fragment[],
  page: { from: number; size: number },
  relevance: Fragment | null = null,
  expected?: number,
): Promise<{ ids: string[]; total: number }> {
  const conditions = conditionsOf(where);
  const ordering = sql.join([...order, sql`id`], sql`, `);
  const { rows } = relevance
    ? await sql<{ id: string }>`
        select id from (
          select *, row_number() over (order by ${ordering}) as place
          from ${sourceOf(table)} where ${conditions}
          order by ${ordering} limit ${Math.max(SEARCH_RANK_WINDOW, page.from + page.size)}
        ) as candidates
        order by case when place <= ${SEARCH_RANK_WINDOW} then ${relevance} end desc nulls last,
          place
        limit ${page.size} offset ${page.from}`.execute(db)
    : await sql<{ id: string }>`
        select id from ${sourceOf(table)} where ${conditions}
        order by ${ordering} limit ${page.size} offset ${page.from}`.execute(db);
  const ids = rows.map((row) => row.id);
  // A short page that holds something ends the matches: its end is their number.
  const total =
    ids.length < page.size && (ids.length > 0 || page.from === 0)
      ? page.from + ids.length
      : await totalHits(db, table, where, expected);
  return { ids, total };
}

/** Rows put back in the order of `ids` (a `where id in` read returns them in any order). */
export function inOrder<T>(ids: string[], rows: T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Trending (ours): likes, comments and plays, newer ones weighing more, as a story's score on a
 * news site falls with its age in hours.
 */
export const trendingScore = (likes: string, comments: string, plays: string, at: string) =>
  sql.raw(
    `((${likes} * 3 + ${comments} * 2 + ${plays} + 1) / power(extract(epoch from (now() - ${at})) / 3600 + 2, 1.5)) desc`,
  );
