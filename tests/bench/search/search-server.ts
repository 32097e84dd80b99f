import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../../src/server/config';
import { seedCatalogue } from '../../../src/server/seed/seed-clips';
import { startServer } from '../../../src/server/server';
import { freePort } from '../../api/helpers/child-server';
import { benchQueries } from './queries';
import { benchUser } from './bench-user';

/**
 * The search bench's server process (the load generator runs in the parent): the real server
 * on the PostgreSQL database DATABASE_URL names, holding SEARCH_BENCH_CLIPS public clips
 * (seeded once, then reused), and a signed-in user with a library and people to follow.
 * Reports the URLs, the cookie and the queries to send over IPC.
 */
const CLIPS = Number(process.env.SEARCH_BENCH_CLIPS ?? 100_000);

const dataDir = await mkdtemp(join(tmpdir(), 'openchirp-bench-search-'));
await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>bench</title>');
const port = Number(process.env.SEARCH_BENCH_PORT) || (await freePort());
const server = await startServer(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    WEB_ROOT: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    FEATURE_FLAGS: 'persona-search=on',
    // Upload threads warming at start would share the CPU with the first measured requests.
    READY_THREADS: '0',
  }),
);
const db = server.db;
const baseUrl = `http://localhost:${port}`;

const { rows } = await sql<{ n: string }>`
  select count(*) as n from clip where "isPublic" and status = 'complete'`.execute(db);
const present = Number(rows[0]!.n);
if (present < CLIPS) {
  const started = performance.now();
  const log = (message: string) => console.log(`seed: ${message}`);
  await seedCatalogue(db, { count: CLIPS - present, seed: present + 1, log });
  await sql`vacuum analyze`.execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.send!({ seeded: { clips: CLIPS - present, seconds } });
}
const cookie = await benchUser(db, baseUrl);
const queries = await benchQueries(db);

process.send!({ baseUrl, cookie, queries });
process.on('message', (message) => {
  // The bench counts the server's CPU time per request (user and system, microseconds).
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message !== 'stop') return;
  void server
    .stop()
    .finally(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
