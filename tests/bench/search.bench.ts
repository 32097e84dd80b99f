import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import pg from 'pg';
import { reportFigures, type Figure } from './budget';
import type { BenchGroup } from './search/queries';

/**
 * Issue 15, "Scale": search and discover over 100,000 public clips on PostgreSQL, 10 clients at
 * once. The database (`bench_search` beside TEST_DATABASE_URL's, or on the local server) is
 * seeded once by the project's own seed (`src/server/seed/`) and reused; the real server runs
 * in a child process so the load generator does not share its CPU time. Each kind of query is
 * loaded on its own for SECONDS_EACH, so a slow kind cannot hide in the mix.
 */
const BUDGET = { searchP95Ms: 50, discoverP95Ms: 80 };
const CONNECTIONS = 10;
const SECONDS_EACH = Number(process.env.BENCH_SECONDS ?? 4);
const DATABASE = 'bench_search';

interface Ready {
  baseUrl: string;
  cookie: string;
  queries: { groups: BenchGroup[]; notes: string[] };
}

interface Tally {
  latenciesMs: number[];
  failures: number;
}

/** The bench's database URL, created when missing. */
async function databaseUrl(): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Load on one URL for `seconds`, the clients sending `bodies` in turn. */
async function load(url: string, bodies: unknown[], cookie: string, seconds: number) {
  const tally: Tally = { latenciesMs: [], failures: 0 };
  let next = 0;
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify(bodies[next++ % bodies.length]),
            }),
          },
        ],
      },
      (error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) tally.failures++;
      tally.latenciesMs.push(ms);
    });
  });
  tally.failures += result.errors + result.timeouts;
  return tally;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const child = fork('tests/bench/search/search-server.ts', {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATABASE_URL: await databaseUrl() },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
try {
  let [message] = (await once(child, 'message')) as [Ready | { seeded: object }];
  if ('seeded' in message) {
    console.log(`seeded: ${JSON.stringify(message.seeded)}`);
    [message] = (await once(child, 'message')) as [Ready];
  }
  const ready = message as Ready;
  for (const note of ready.queries.notes) console.log(note);
  const search = `${ready.baseUrl}/api/search/`;
  const discover = `${ready.baseUrl}/api/discover/`;
  // Warm the server and the database's pages before anything counts.
  for (const group of ready.queries.groups) await load(search, group.bodies, ready.cookie, 1);
  await load(discover, [{}], ready.cookie, 1);

  const rows: string[] = [];
  const all: Record<'search' | 'discover', Tally> = {
    search: { latenciesMs: [], failures: 0 },
    discover: { latenciesMs: [], failures: 0 },
  };
  const measure = async (kind: 'search' | 'discover', name: string, run: Promise<Tally>) => {
    const tally = await run;
    all[kind].latenciesMs.push(...tally.latenciesMs);
    all[kind].failures += tally.failures;
    const [p50, p95] = [50, 95].map((p) => percentile(tally.latenciesMs, p));
    rows.push(
      `${kind} ${name}: ${tally.latenciesMs.length} requests, p50 ${p50} ms, p95 ${p95} ms`,
    );
  };
  for (const group of ready.queries.groups) {
    const cookie = group.signedIn ? ready.cookie : '';
    await measure('search', group.name, load(search, group.bodies, cookie, SECONDS_EACH));
  }
  await measure('discover', 'signed out', load(discover, [{}], '', SECONDS_EACH));
  await measure('discover', 'signed in', load(discover, [{}], ready.cookie, SECONDS_EACH));
  for (const row of rows) console.log(row);
  // The machine is shared: a load far above its cores stretches every latency alike.
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [kind, tally] of Object.entries(all)) {
    if (tally.failures > 0) {
      console.log(`FAIL ${tally.failures} ${kind} responses were not 200`);
      process.exitCode = 1;
    }
  }
  const figure = (name: string, tally: Tally, budget: number): Figure => ({
    name,
    value: percentile(tally.latenciesMs, 95),
    budget,
    unit: 'ms',
    meets: 'atMost',
  });
  reportFigures('search', [
    figure('search p95 (every kind of query)', all.search, BUDGET.searchP95Ms),
    figure('discover p95 (signed in and out)', all.discover, BUDGET.discoverP95Ms),
  ]);
} finally {
  child.send('stop');
  await once(child, 'exit');
}
