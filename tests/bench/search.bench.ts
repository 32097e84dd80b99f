import autocannon from 'autocannon';
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
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
/** BENCH_DATABASE=name: another copy (one with a branch's migrations, beside others' runs). */
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_search';
/** BENCH_KINDS=a,b: only these kinds (a search group's name, "discover signed out"/"in"). */
const KINDS = process.env.BENCH_KINDS?.split(',').map((kind) => kind.trim());
const runs = (name: string) => !KINDS || KINDS.includes(name);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

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
  const admin = process.env.TEST_DATABASE_URL ?? ADMIN_URL;
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

/** Clock ticks a second, the unit of /proc/PID/stat's CPU times. */
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU milliseconds (user and system) each server backend of the bench's database has used. */
async function databaseCpu(admin: pg.Client): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [DATABASE],
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S);
  }
  return used;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const child = fork('tests/bench/search/search-server.ts', {
  // BENCH_PROFILE=DIR: the server writes a CPU profile there as it stops (open it in DevTools).
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : []),
  ],
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
  const groups = ready.queries.groups.filter((group) => runs(group.name));
  for (const group of groups) await load(search, group.bodies, ready.cookie, 1);
  await load(discover, [{}], ready.cookie, 1);

  const rows: string[] = [];
  const cpuRows: string[] = [];
  const all: Record<'search' | 'discover', Tally> = {
    search: { latenciesMs: [], failures: 0 },
    discover: { latenciesMs: [], failures: 0 },
  };
  // The CPU time a request costs the server and the database, which the machine's load does
  // not stretch as it stretches latencies (the database's from /proc, so only on this machine).
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? ADMIN_URL });
  await admin.connect();
  const serverCpu = async () => {
    child.send('cpu');
    const [{ cpu }] = (await once(child, 'message')) as [{ cpu: NodeJS.CpuUsage }];
    return (cpu.user + cpu.system) / 1000;
  };
  const measure = async (kind: 'search' | 'discover', name: string, load: () => Promise<Tally>) => {
    const [server, database] = [await serverCpu(), await databaseCpu(admin)];
    const tally = await load();
    const serverMs = (await serverCpu()) - server;
    let databaseMs = 0;
    for (const [pid, ms] of await databaseCpu(admin)) databaseMs += ms - (database.get(pid) ?? 0);
    const n = Math.max(1, tally.latenciesMs.length);
    cpuRows.push(
      `${kind} ${name}: CPU per request: server ${(serverMs / n).toFixed(2)} ms, database ${(databaseMs / n).toFixed(2)} ms`,
    );
    all[kind].latenciesMs.push(...tally.latenciesMs);
    all[kind].failures += tally.failures;
    const [p50, p95] = [50, 95].map((p) => percentile(tally.latenciesMs, p));
    rows.push(
      `${kind} ${name}: ${tally.latenciesMs.length} requests, p50 ${p50} ms, p95 ${p95} ms, load ${loadavg()[0]!.toFixed(1)}`,
    );
  };
  for (const group of groups) {
    const cookie = group.signedIn ? ready.cookie : '';
    await measure('search', group.name, () => load(search, group.bodies, cookie, SECONDS_EACH));
  }
  for (const [name, cookie] of [
    ['signed out', ''],
    ['signed in', ready.cookie],
  ] as const) {
    if (!runs(`discover ${name}`)) continue;
    await measure('discover', name, () => load(discover, [{}], cookie, SECONDS_EACH));
  }
  await admin.end();
  for (const row of [...rows, ...cpuRows]) console.log(row);
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
