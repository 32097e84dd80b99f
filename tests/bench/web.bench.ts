import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppServer } from '../e2e/helpers/app-server';
import { launchBrowser } from '../e2e/helpers/browser';
import { PASSWORD } from '../e2e/helpers/session';
import { reportFigures } from './budget';
import { timeToAudible } from './player';

/**
 * Issue 11, "Speed and memory": the JavaScript a browser loads before the first route shows
 * (summed gzip sizes, as the build's .gz copies are), and the largest contentful paint of
 * /sign-in and of /create signed in, on loopback in headless Chromium, median of three cold
 * loads. Issue 13: the time from pressing play on a complete clip to audible output, median of
 * RUNS presses in fresh pages. Builds the web app first unless BENCH_WEB_ROOT names a build.
 */
const BUDGET = { firstRouteJsKb: 150, lcpS: 1.0, playToAudibleMs: 300 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Runs in the page: the last largest-contentful-paint entry once paints have settled. */
const LCP_SCRIPT = `new Promise((resolve) => {
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 500);
})`;

interface Load {
  jsGzipBytes: number;
  scripts: number;
  lcpMs: number;
}

/** One cold load of `path` in a fresh context: scripts fetched until `shown` resolves, and LCP. */
async function load(
  browser: Browser,
  url: string,
  shown: (page: Page) => Promise<unknown>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Load> {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let rendered = false;
  page.on('response', (response) => {
    if (rendered || response.request().resourceType() !== 'script') return;
    const size = response.body().then((body) => gzipSync(body, { level: 9 }).length);
    if (process.env.BENCH_VERBOSE) void size.then((bytes) => console.log(bytes, response.url()));
    sizes.push(size);
  });
  await page.goto(url);
  await shown(page);
  rendered = true;
  const lcpMs = await page.evaluate<number>(LCP_SCRIPT);
  const jsGzipBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { jsGzipBytes, scripts: sizes.length, lcpMs };
}

/** A session cookie for a new user, made over HTTP as the sign-up form would. */
async function sessionCookies(baseUrl: string) {
  const handle = `bench${Date.now() % 100000}`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `${handle}@example.com`,
      password: PASSWORD,
      handle,
      name: handle,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const builtHere = !process.env.BENCH_WEB_ROOT;
const webRoot = process.env.BENCH_WEB_ROOT ?? mkdtempSync(join(tmpdir(), 'openchirp-bench-web-'));
if (builtHere) {
  // A child process: the production build, whatever NODE_ENV this one has.
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', webRoot, '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
// Short songs: the play bench makes one pair before it presses play.
const server = await startAppServer({ env: { WEB_ROOT: webRoot, ENGINE_MAX_DURATION_S: '8' } });
const browser = await launchBrowser();
try {
  const cookies = await sessionCookies(server.url);
  const cold = async (
    path: string,
    shown: (page: Page) => Promise<unknown>,
    prepare?: (context: BrowserContext) => Promise<void>,
  ) => {
    const runs: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await load(browser, `${server.url}${path}`, shown, prepare));
    }
    return runs;
  };
  const routes = {
    '/sign-in': await cold('/sign-in', (page) =>
      page.getByRole('button', { name: 'Sign in' }).waitFor(),
    ),
    '/create': await cold(
      '/create',
      (page) => page.getByLabel('Song description').waitFor(),
      (context) => context.addCookies(cookies),
    ),
  };
  for (const [path, runs] of Object.entries(routes)) {
    console.log(JSON.stringify({ path, runs }));
  }
  const presses: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    presses.push(
      await timeToAudible(browser, server.url, (context) => context.addCookies(cookies)),
    );
  }
  console.log(JSON.stringify({ playToAudibleMs: presses }));
  reportFigures(
    'web',
    Object.entries(routes)
      .flatMap(([path, runs]) => [
        {
          name: `${path} JS before it shows (gzip)`,
          value: Math.max(...runs.map((run) => run.jsGzipBytes)) / 1000,
          budget: BUDGET.firstRouteJsKb,
          unit: 'KB',
          meets: 'atMost' as const,
        },
        {
          name: `${path} LCP, median of ${runs.length}`,
          value: median(runs.map((run) => run.lcpMs)) / 1000,
          budget: BUDGET.lcpS,
          unit: 's',
          meets: 'atMost' as const,
        },
      ])
      .concat({
        name: `play to audible (complete clip), median of ${presses.length}`,
        value: median(presses),
        budget: BUDGET.playToAudibleMs,
        unit: 'ms',
        meets: 'atMost' as const,
      }),
  );
} finally {
  await browser.close();
  await server.dispose();
  if (builtHere) rmSync(webRoot, { recursive: true, force: true });
}
