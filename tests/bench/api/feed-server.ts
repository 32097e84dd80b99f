import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { startServer } from '../../../src/server/server';
import { pgliteTemplate } from '../../helpers/pglite-template';
import { seedClips } from '../../helpers/seed-clips';

/**
 * The API bench's server process, so the load generator does not share its CPU time: the real
 * server (as `npm start` runs it, log level included) with one signed-in user holding
 * `BENCH_CLIPS` clips, and beside it, in the same process, a bare Hono route that answers the
 * same first page of 20 clips from memory. Reports both URLs and the session cookie over IPC.
 */
const CLIPS = Number(process.env.BENCH_CLIPS ?? 200);

const dataDir = await mkdtemp(join(tmpdir(), 'openchirp-bench-api-'));
await cp(await pgliteTemplate(), join(dataDir, 'db'), { recursive: true });
await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>bench</title>');

const port = await freePort();
const server = await startServer(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    WEB_ROOT: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  }),
);
const baseUrl = `http://localhost:${port}`;

const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: baseUrl },
  body: JSON.stringify({
    email: 'bench@example.com',
    password: 'correct horse battery',
    name: 'bench',
    handle: 'bench',
  }),
});
if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const { user } = (await signUp.json()) as { user: { id: string } };
await seedClips(server.db, user.id, CLIPS);

const feedUrl = `${baseUrl}/api/feed/v2?page=1`;
const page = await (await fetch(feedUrl, { headers: { cookie } })).text();
const body: unknown = JSON.parse(page);
const bare = new Hono();
// Serialised on every call, as the feed's page is: the difference is everything else it does.
bare.get('/feed', (c) => c.json(body));
const barePort = await freePort();
const bareServer: ServerType = serve({ fetch: bare.fetch, port: barePort });

process.send!({
  feedUrl,
  bareUrl: `http://localhost:${barePort}/feed`,
  sessionUrl: `${baseUrl}/api/auth/get-session`,
  cookie,
  pageBytes: page.length,
});

process.on('message', (message) => {
  // The server's CPU time, so the bench can tell cost per request from time waiting for a core.
  if (message === 'cpu') return process.send!({ cpuMs: cpuMs() });
  if (message !== 'stop') return;
  bareServer.close();
  void server
    .stop()
    .finally(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}
