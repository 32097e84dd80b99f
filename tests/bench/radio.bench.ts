import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clockOffsetMs, type RadioSong, type RadioSongList } from '../../src/contracts/radio';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { pgliteTemplate } from '../helpers/pglite-template';
import { seedClips } from '../helpers/seed-clips';
import { reportFigures } from './budget';

/**
 * Issue 13: two live radio listeners hear the same moment. Two clients whose clocks are off by
 * seconds in opposite directions each fetch the station's song list, estimate their offset from
 * the server's clock as the browser does (src/api/radio.ts), and say where the song playing is
 * at one real instant; the error is how far apart they are. The median over SAMPLES pairs must
 * be within 50 ms. The server runs as `npm start` runs it, on a copy of the PGlite template.
 */
const BUDGET = { medianMs: 50 };
const SAMPLES = Number(process.env.BENCH_RADIO_SAMPLES ?? 40);
const SKEWS_MS = [2345, -1789];

const dataDir = await mkdtemp(join(tmpdir(), 'openchirp-bench-radio-'));
await cp(await pgliteTemplate(), join(dataDir, 'db'), { recursive: true });
await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>bench</title>');
const server = await startServer(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    WEB_ROOT: dataDir,
    LOG_LEVEL: 'warn',
  }),
);

/** A client's view: where the song playing is at real time `at`, with its own clock and offset. */
async function listen(baseUrl: string, skewMs: number) {
  const clock = () => Date.now() + skewMs;
  const sentAt = clock();
  const list = (await (
    await fetch(`${baseUrl}/api/living_radio/default/song-list`)
  ).json()) as RadioSongList;
  const offset = clockOffsetMs(sentAt, clock(), list.received_time, list.server_time);
  return (at: number) => {
    const serverNow = at + skewMs + offset;
    const song = list.songs.find(
      (entry: RadioSong) => Date.parse(entry.start_time) + entry.duration * 1000 > serverNow,
    )!;
    return { id: song.song_id, seconds: (serverNow - Date.parse(song.start_time)) / 1000 };
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

try {
  const baseUrl = `http://localhost:${server.port}`;
  const user = await server.db
    .insertInto('user')
    .values({
      id: 'bench-radio',
      email: 'radio@example.com',
      name: 'radio',
      handle: 'radio',
      emailVerified: false,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedClips(server.db, user.id, 20);
  await server.db.updateTable('clip').set({ isPublic: true, durationS: 30 }).execute();
  const errorsMs: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const [a, b] = await Promise.all(SKEWS_MS.map((skew) => listen(baseUrl, skew)));
    const at = Date.now();
    const [heardA, heardB] = [a!(at), b!(at)];
    if (heardA.id === heardB.id) errorsMs.push(Math.abs(heardA.seconds - heardB.seconds) * 1000);
    await sleep(50 + Math.random() * 100);
  }
  reportFigures('live radio', [
    {
      name: 'position error between two clients (median)',
      value: median(errorsMs),
      budget: BUDGET.medianMs,
      unit: 'ms',
      meets: 'atMost',
    },
  ]);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
