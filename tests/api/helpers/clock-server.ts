import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS } from '../../../src/contracts/constants';
import { loadConfig } from '../../../src/server/config';
import type { RateLimits } from '../../../src/server/http/rate-limits';
import { startServer } from '../../../src/server/server';
import type { TestDatabase } from './databases';
import { createClient } from './http-client';
import type { TestServer } from './server';

/** A built bundle's script and the source map the build leaves beside it. */
export const BUNDLE = '/assets/index-abc123.js';
export const SOURCE_MAP = `${BUNDLE}.map`;

/**
 * The limits a {@link ClockServer} runs: RATE_LIMITS' windows with small counts, since every
 * counted sign-in or sign-up hashes a password (~0.3-1 s of a loaded test machine's CPU). The
 * address limit stays above the account limit, as in RATE_LIMITS.
 */
export const TEST_LIMITS = {
  ...RATE_LIMITS,
  signInFailuresPerAccount: { ...RATE_LIMITS.signInFailuresPerAccount, limit: 3 },
  signInFailuresPerAddress: { ...RATE_LIMITS.signInFailuresPerAddress, limit: 5 },
  signUpsPerAddress: { ...RATE_LIMITS.signUpsPerAddress, limit: 4 },
  lyricsPerUser: { ...RATE_LIMITS.lyricsPerUser, limit: 4 },
  promptWritesPerUser: { ...RATE_LIMITS.promptWritesPerUser, limit: 4 },
  accessTokensPerUser: { ...RATE_LIMITS.accessTokensPerUser, limit: 4 },
} satisfies { [name in keyof RateLimits]: { limit: number; windowMs: number } };

/** The rate limits' clock of a {@link ClockServer}: moves only when a test moves it. */
export class TestClock {
  now = Date.UTC(2030, 0, 1);
  advance(ms: number): void {
    this.now += ms;
  }
}

export interface ClockServer extends TestServer {
  clock: TestClock;
}

/**
 * A real server over HTTP, like `startTestServer`, whose rate limits run on a {@link TestClock}
 * and {@link TEST_LIMITS}, so a test passes a 15-minute window at once; its web root holds a bundle
 * and its source map.
 */
export async function startClockServer(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<ClockServer> {
  const port = await findFreePort();
  const webRoot = await mkdtemp(join(tmpdir(), 'openchirp-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>OpenChirp</title>');
  await writeFile(join(webRoot, BUNDLE), 'console.log("app");\n');
  await writeFile(join(webRoot, SOURCE_MAP), '{"version":3,"sources":["main.tsx"]}');
  const config = loadConfig({
    ...database.env,
    PORT: String(port),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_ROOT: webRoot,
    WORKERS: '0',
    READY_THREADS: '0',
    ...env,
  });
  const clock = new TestClock();
  const server = await startServer(config, {
    rateLimits: { now: () => clock.now, rules: TEST_LIMITS },
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const stop = async () => {
    await server.stop();
    await rm(webRoot, { recursive: true, force: true });
  };
  return { server, baseUrl, request: createClient(baseUrl), stop, clock };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
