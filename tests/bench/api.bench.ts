import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { reportFigures } from './budget';

/**
 * Issue 11, "Speed and memory": a signed-in feed page (20 of a user's ~200 clips) against a bare
 * Hono route answering the same page from memory, in one run. The machine is shared, so the
 * two are interleaved in short slices (load that comes and goes hits both alike) and compared as
 * a ratio; p99 is the feed's own.
 */
const BUDGET = { ratio: 0.25, p99Ms: 25 };
const CONNECTIONS = 10;
const SECONDS_EACH = Number(process.env.BENCH_SECONDS ?? 10);
const SLICE_S = 2;

interface Ready {
  feedUrl: string;
  bareUrl: string;
  sessionUrl: string;
  cookie: string;
  pageBytes: number;
}

interface Tally {
  requests: number;
  /** The server process's CPU time over the slices. */
  cpuMs: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

const tally = (): Tally => ({ requests: 0, cpuMs: 0, failures: 0, seconds: 0, latenciesMs: [] });

async function serverCpuMs(): Promise<number> {
  child.send('cpu');
  const [reply] = (await once(child, 'message')) as [{ cpuMs: number }];
  return reply.cpuMs;
}

/** One slice of load on a URL, adding its responses and latencies to `into`. */
async function slice(url: string, cookie: string, seconds: number, into: Tally) {
  const cpuBefore = await serverCpuMs();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, connections: CONNECTIONS, duration: seconds, headers: { cookie } };
    const instance = autocannon(options, (error: unknown, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      into.requests++;
      if (status !== 200) into.failures++;
      into.latenciesMs.push(ms);
    });
  });
  into.failures += result.errors + result.timeouts;
  into.seconds += (performance.now() - started) / 1000;
  into.cpuMs += (await serverCpuMs()) - cpuBefore;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const child = fork('tests/bench/api/feed-server.ts', {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
try {
  const [ready] = (await once(child, 'message')) as [Ready];
  console.log(`feed page: ${ready.pageBytes} bytes of JSON`);
  // Warm both (JIT, caches, the database's pages) before anything counts.
  await slice(ready.bareUrl, ready.cookie, 1, tally());
  await slice(ready.feedUrl, ready.cookie, 1, tally());
  const bare = tally();
  const feed = tally();
  for (let done = 0; done < SECONDS_EACH; done += SLICE_S) {
    await slice(ready.bareUrl, ready.cookie, SLICE_S, bare);
    await slice(ready.feedUrl, ready.cookie, SLICE_S, feed);
  }
  const session = tally();
  await slice(ready.sessionUrl, ready.cookie, SLICE_S, session);
  const rate = (t: Tally) => t.requests / t.seconds;
  const figures = (t: Tally) => ({
    rps: Math.round(rate(t)),
    p99_ms: percentile(t.latenciesMs, 99),
    server_cpu_ms_per_request: Number((t.cpuMs / t.requests).toFixed(3)),
  });
  console.log(
    JSON.stringify({
      bare: figures(bare),
      feed: figures(feed),
      session: {
        rps: Math.round(rate(session)),
        p50_ms: percentile(session.latenciesMs, 50),
        p99_ms: percentile(session.latenciesMs, 99),
      },
    }),
  );
  if (bare.failures + feed.failures > 0) {
    console.log(`FAIL ${bare.failures} bare and ${feed.failures} feed responses were not 200`);
    process.exitCode = 1;
  }
  reportFigures('api', [
    {
      name: 'feed page rps / bare Hono rps',
      value: rate(feed) / rate(bare),
      budget: BUDGET.ratio,
      unit: 'x',
      meets: 'atLeast',
    },
    {
      name: 'feed page p99',
      value: percentile(feed.latenciesMs, 99),
      budget: BUDGET.p99Ms,
      unit: 'ms',
      meets: 'atMost',
    },
  ]);
} finally {
  child.send('stop');
  await once(child, 'exit');
}
