import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from './databases';
import { createClient, type RequestFn } from './http-client';

/** Start-up takes seconds alone, much longer on a machine busy with renders. */
const HEALTH_TIMEOUT_MS = 120_000;

/** `npm start`'s server as a process of its own, which a test may kill outright. */
export interface ChildServer {
  baseUrl: string;
  request: RequestFn;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
}

/**
 * Runs `src/server/start.ts` as `npm start` does, on `port` and the test database. Node loads
 * tsx itself (`--import tsx`) so the server is this one process: the tsx CLI would run it in a
 * child that a SIGKILL of the CLI leaves running. The web root is a stub whose index.html is
 * dated in the future, so a source edited meanwhile never starts a build.
 */
export async function startChildServer(
  database: TestDatabase,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const webRoot = stubWebRoot();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      WEB_ROOT: webRoot,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(webRoot, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    request: createClient(baseUrl),
    output: () => log,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health in time:\n${output()}`);
}

function stubWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'openchirp-web-'));
  const index = join(root, 'index.html');
  writeFileSync(index, '<!doctype html><title>OpenChirp test</title><div id="root"></div>');
  const future = new Date('2100-01-01');
  utimesSync(index, future, future);
  return root;
}

/** A port free now (the OS picks it), so a restarted server can take the same one. */
export function freePort(): Promise<number> {
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
