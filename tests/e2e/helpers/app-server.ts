import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplate } from '../../helpers/pglite-template';

export interface AppServer {
  url: string;
  dataDir: string;
  /** Stops the server process; the data dir stays for a restart. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data dir. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Start-up takes seconds alone, but much longer on a machine busy with renders. */
const HEALTH_TIMEOUT_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * Runs the app as `npm start` does (tsx src/server/start.ts) on its own port and
 * data dir. Started from node_modules/.bin, not npx, so it can be stopped. A new data dir
 * starts from the migrated PGlite template (migrating from scratch costs seconds per server)
 * unless `fresh` asks for the empty directory a first `npm start` meets.
 */
export async function startAppServer(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    fresh?: boolean;
  } = {},
) {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'openchirp-e2e-'));
    if (!options.fresh) cpSync(await pgliteTemplate(), join(dataDir, 'db'), { recursive: true });
  }
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child = spawn('node_modules/.bin/tsx', ['src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(url, child, () => log);

  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const server: AppServer & { port: number } = {
    url,
    port,
    dataDir,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
