import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { loadavg } from 'node:os';
import pg from 'pg';
import { searchRequestSchema } from '../../../src/contracts/search';
import type { DB } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';
import { discover } from '../../../src/server/discover/sections';
import { createSharedCache } from '../../../src/server/discover/shared-cache';
import { runSearch } from '../../../src/server/search/search';
import { ListedClipViews } from '../../../src/server/clips/listed-clip-views';
import { MediaUrls } from '../../../src/server/storage/media-urls';
import { benchQueries } from './queries';

/**
 * `npx tsx tests/bench/search/explain.ts [kind...]` (DATABASE_URL: the seeded bench_search):
 * each kind of the search bench's queries, and discover signed out and in, run once through
 * the server's own code; every SQL statement they send is then run again under
 * EXPLAIN (ANALYZE, BUFFERS), and its execution time, planning time and buffers are printed,
 * with the plan when PLANS=1; WARM=1 explains discover's second call, its shared sections kept. What a query costs the database alone, whatever the machine's load.
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
const pool = new pg.Pool({ connectionString: url, max: 4 });
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const db: DB = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event: LogEvent) => {
    if (event.level === 'query') sent.push(event.query);
  },
});
const mediaUrls = new MediaUrls('http://localhost', 'explain');
const only = process.argv.slice(2);

/** The user the bench signs in as (tests/bench/search/bench-user.ts). */
const viewer = await db
  .selectFrom('user')
  .select('id')
  .where('handle', '=', 'searchbench')
  .executeTakeFirstOrThrow();

async function explainSent(label: string) {
  const statements = sent.splice(0);
  for (const statement of statements) {
    if (/^\s*explain/i.test(statement.sql)) continue;
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.parameters as unknown[],
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    const time = (name: string) => lines.find((line) => line.startsWith(name)) ?? '';
    const buffers = lines.find((line) => line.includes('Buffers:')) ?? '';
    const oneLine = statement.sql.replace(/\s+/g, ' ').slice(0, 140);
    console.log(
      `${label} | ${time('Execution Time')} | ${time('Planning Time')} | ${buffers.trim()}`,
    );
    console.log(`    ${oneLine}`);
    if (process.env.PLANS) console.log(lines.map((line) => `    ${line}`).join('\n'));
  }
}

const { groups } = await benchQueries(db);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
sent.splice(0);
for (const group of groups) {
  if (only.length && !only.includes(group.name)) continue;
  const shared = createSharedCache({ ttlMs: 0, maxEntries: 1 });
  for (const body of group.bodies.slice(0, Number(process.env.BODIES ?? 2))) {
    const queries = searchRequestSchema.parse(body).search_queries;
    const viewerId = group.signedIn ? viewer.id : undefined;
    const views = new ListedClipViews(0, 1);
    await runSearch({ db, mediaUrls, shared, pages: shared, views, viewerId }, queries, true);
    await explainSent(`${group.name} ${queries[0]!.rank_by} "${queries[0]!.term}"`);
  }
}
for (const [name, viewerId] of [
  ['discover signed out', undefined],
  ['discover signed in', viewer.id],
] as const) {
  if (only.length && !only.includes(name)) continue;
  // WARM=1: as the server runs (shared sections and views kept), the second call's statements.
  const warm = Boolean(process.env.WARM);
  const shared = createSharedCache({ ttlMs: warm ? 60_000 : 0, maxEntries: 500 });
  const views = warm ? new ListedClipViews(60_000, 5_000) : undefined;
  const request = { start_index: 0, page_size: 20, page: 1, section_size: 12 };
  if (warm) {
    await discover({ db, mediaUrls, shared, views, viewerId }, request);
    sent.splice(0);
  }
  await discover({ db, mediaUrls, shared, views, viewerId }, request);
  await explainSent(name);
}
await db.destroy();
