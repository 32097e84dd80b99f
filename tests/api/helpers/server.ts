import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS } from '../../../src/contracts/constants';
import { loadConfig } from '../../../src/server/config';
import type { ServerAppOptions } from '../../../src/server/app';
import { startServer, type RunningServer } from '../../../src/server/server';
import { createClient, type RequestFn } from './http-client';
import type { TestDatabase } from './databases';
import { rememberMediaUrls } from './media';

export const TEST_INDEX_HTML = '<!doctype html><title>OpenChirp test</title><div id="root"></div>';
export const TEST_ASSET = '/assets/app-abc123.js';

export interface TestServer {
  server: RunningServer;
  baseUrl: string;
  request: RequestFn;
  stop: () => Promise<void>;
}

/**
 * Starts a real server over HTTP on a free port against the given database, serving a tiny
 * stand-in web app so tests don't depend on the front-end build. `env` adds or overrides
 * settings (`WORKERS`, `ENGINE_MAX_DURATION_S`, `MASTERS_KEEP_S`...); `options` those that are
 * not settings (the rate limits' rules and clock).
 */
/**
 * A test file signs up dozens of users from one address, past the 20 an hour a real address
 * gets; the limit itself is tested on a server with its own clock (rate-limits.test.ts).
 */
const MANY_SIGN_UPS: ServerAppOptions['rateLimits'] = {
  rules: { signUpsPerAddress: { ...RATE_LIMITS.signUpsPerAddress, limit: 100_000 } },
};

export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: ServerAppOptions = {},
): Promise<TestServer> {
  const port = await findFreePort();
  const webRoot = await createWebRoot();
  const config = loadConfig({
    ...database.env,
    PORT: String(port),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tasks read their sources' masters at once instead of rendering them again first; the
    // default (not kept) has its own tests (tests/api/generation/storage.test.ts).
    MASTERS_KEEP_S: 'forever',
    WEB_ROOT: webRoot,
    // Threads start when a test needs them: dozens of servers warming theirs would cost minutes.
    READY_THREADS: '0',
    ...env,
  });
  const server = await startServer(config, { rateLimits: MANY_SIGN_UPS, ...options });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const forgetMediaUrls = rememberMediaUrls(server.port, server.generation.mediaUrls);
  const stop = async () => {
    forgetMediaUrls();
    await server.stop();
    await rm(webRoot, { recursive: true, force: true });
  };
  return { server, baseUrl, request: createClient(baseUrl), stop };
}

/**
 * Better Auth trusts origins by port, so the port must be known before the server is built:
 * ask the OS for a free one, then release it.
 */
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

async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'openchirp-web-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'locales', 'en'), { recursive: true });
  await writeFile(join(root, 'index.html'), TEST_INDEX_HTML);
  await writeFile(join(root, TEST_ASSET), 'console.log("app");');
  await writeFile(join(root, 'locales', 'en', 'common.json'), '{"appName":"OpenChirp"}');
  return root;
}
