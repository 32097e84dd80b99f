import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDLE_THREAD_MS } from '../../src/engine/threads/pool';
import { reportFigures } from './budget';
import { findInTree, treeRssMb, watchPeak } from './process-tree';
import { LYRICS, TAGS } from './song';

/**
 * Issue 11, "Speed and memory": `npm start`'s server on a new data directory, as a first start
 * meets it. Its memory is the resident size of the server's process and every process it
 * starts (worker threads are inside it; npm's own process, ~55 MB, is the launcher and is
 * printed apart): idle after start, at its peak while the two full-length clips of one request
 * render together, and idle again once the engine's warm threads have ended (IDLE_THREAD_MS
 * after the last job, plus a margin). Then the disk each completed clip takes.
 */
const BUDGET = { idleMb: 350, peakMb: 1600, clipMb: 15 };
const IDLE_AFTER_RENDER_S = IDLE_THREAD_MS / 1000 + 30;
const SETTLE_S = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const url = `http://localhost:${PORT}`;

const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/** The median of a few samples a second apart: one sample may catch a passing allocation. */
async function settledRssMb(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    samples.push(treeRssMb(pid));
    await sleep(1);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

/** Bytes of every file under `dir` (each file once: a renamed stream is one file). */
function diskBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const info = statSync(join(dir, name));
    return sum + (info.isDirectory() ? diskBytes(join(dir, name)) : info.size);
  }, 0);
}

let cookie = '';
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function untilHealthy(server: ReturnType<typeof spawn>) {
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; await sleep(0.5)) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('the server did not answer /api/health within 10 minutes');
}

async function renderTwoClips(serverPid: number) {
  const handle = `bench${Date.now() % 1_000_000}`;
  await call('POST', '/api/auth/sign-up/email', {
    email: `${handle}@example.com`,
    password: 'correct horse battery',
    name: handle,
    handle,
  });
  const peak = watchPeak(serverPid);
  const started = Date.now();
  const made = await call('POST', '/api/generate/v2-web/', {
    prompt: LYRICS,
    tags: TAGS,
    title: 'Benchmark',
    mv: 'chirp-v4',
    make_instrumental: false,
    metadata: { create_mode: 'custom' },
  });
  const ids = (made.clips as { id: string }[]).map((clip) => clip.id);
  type Row = { id: string; status: string; metadata: { duration: number | null } };
  for (const deadline = Date.now() + 1_800_000; ; await sleep(1)) {
    const { clips } = (await call('GET', `/api/feed/v2?ids=${ids.join(',')}`)) as { clips: Row[] };
    if (clips.every((clip) => clip.status === 'complete')) {
      return { peakMb: peak.stop(), seconds: (Date.now() - started) / 1000, clips };
    }
    if (clips.some((clip) => clip.status === 'error')) throw new Error('a clip failed');
    if (Date.now() > deadline) throw new Error('clips not complete within 30 minutes');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'openchirp-bench-memory-'));
const npm = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const figures: Parameters<typeof reportFigures>[1] = [];
let server: number | null = null;
try {
  await untilHealthy(npm);
  server = findInTree(npm.pid!, /^\S*node\b.*src\/server\/start\.ts/);
  if (!server) throw new Error("npm start's server process not found");
  await sleep(SETTLE_S);
  const idleMb = await settledRssMb(server);
  console.log(JSON.stringify({ idleMb, npmTreeMb: treeRssMb(npm.pid!) }));
  figures.push({
    name: 'idle after start',
    value: idleMb,
    budget: BUDGET.idleMb,
    unit: 'MB',
    meets: 'atMost',
  });

  const render = await renderTwoClips(server);
  const stored = render.clips.map((clip) => ({
    durationS: clip.metadata.duration!,
    mb: diskBytes(join(dataDir, 'media', 'clips', clip.id)) / 1e6,
  }));
  console.log(JSON.stringify({ renderS: render.seconds, stored }));
  figures.push({
    name: 'peak, two full clips rendering',
    value: render.peakMb,
    budget: BUDGET.peakMb,
    unit: 'MB',
    meets: 'atMost',
  });
  // The budget is for a 3-minute song: the larger clip's size scaled to 180 s (cover included).
  const perThreeMinutes = Math.max(...stored.map((clip) => (clip.mb * 180) / clip.durationS));
  figures.push({
    name: 'disk, a completed 3-minute clip',
    value: perThreeMinutes,
    budget: BUDGET.clipMb,
    unit: 'MB',
    meets: 'atMost',
  });

  await sleep(IDLE_AFTER_RENDER_S);
  const afterMb = await settledRssMb(server);
  console.log(JSON.stringify({ idleAfterRenderMb: afterMb, npmTreeMb: treeRssMb(npm.pid!) }));
  figures.push({
    name: `idle ${IDLE_AFTER_RENDER_S} s after the render`,
    value: afterMb,
    budget: BUDGET.idleMb,
    unit: 'MB',
    meets: 'atMost',
  });
} catch (error) {
  // The figures measured so far are still reported, and the run fails.
  console.error(error);
  process.exitCode = 1;
} finally {
  if (figures.length) reportFigures('memory and disk', figures);
  // npm does not pass signals on to the server: stop the whole group it leads.
  const stopped = new Promise((resolve) => npm.once('exit', resolve));
  process.kill(-npm.pid!, 'SIGTERM');
  await stopped;
  // The server closes its database after npm has gone.
  for (let i = 0; i < 60 && server && existsSync(`/proc/${server}`); i += 1) await sleep(0.5);
  rmSync(dataDir, { recursive: true, force: true });
}
