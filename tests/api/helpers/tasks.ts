import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { decodeAudio } from '../../../src/engine/audio/decode';
import { decodeWav } from '../../../src/engine/encode/wav';
import { RateLimiter } from '../../../src/server/generation/rate-limit';
import type { StereoBuffer } from '../../../src/engine/score';
import { createTestDatabase, type TestDatabase } from './databases';
import {
  customBody,
  generateOk,
  setUser,
  SHORT_SONGS,
  signUp,
  waitForClips,
  type TestUser,
} from './generation';
import { clipFileUrl } from './media';
import { startTestServer, type TestServer } from './server';

/** Generates a song and waits for both clips to complete; returns them. */
export async function completedClips(
  app: TestServer,
  user: TestUser,
  body: unknown,
): Promise<Clip[]> {
  const { clips } = await generateOk(app, user, body);
  return waitForTask(app, user, clips);
}

/** How long a task or source song may take: renders share two cores with the other tests. */
const TASK_TIMEOUT_MS = 240_000;

/** Waits for task clips to end and expects them complete, with their media served. */
export async function waitForTask(app: TestServer, user: TestUser, clips: Clip[]): Promise<Clip[]> {
  const done = await waitForClips(
    app,
    user,
    clips.map((clip) => clip.id),
    undefined,
    TASK_TIMEOUT_MS,
  );
  for (const clip of done.clips) {
    expect(clip.status, JSON.stringify(clip.metadata)).toBe('complete');
  }
  return clips.map((clip) => done.clips.find((one) => one.id === clip.id)!);
}

/** A clip's served MP3, decoded. */
export async function clipAudio(clip: Clip): Promise<StereoBuffer> {
  const response = await fetch(clip.audio_url!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  return decodeAudio(new Uint8Array(await response.arrayBuffer()));
}

/** POSTs as the user and returns status and parsed body. */
export async function post(
  app: TestServer,
  user: TestUser,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.request('POST', path, { body, jar: user.jar });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** One of a complete clip's files, fetched through the media route (expects 200). */
export async function clipFile(clip: Clip, file: string): Promise<Response> {
  const response = await fetch(clipFileUrl(clip, file));
  expect(response.status, file).toBe(200);
  return response;
}

/** A clip's WAV master (`song.wav`), decoded: exact samples, unlike the MP3. */
export async function clipWav(clip: Clip): Promise<StereoBuffer> {
  const decoded = decodeWav(new Uint8Array(await (await clipFile(clip, 'song.wav')).arrayBuffer()));
  const left = decoded.channels[0]!;
  return { left, right: decoded.channels[1] ?? left };
}

/** A clip's score.json (what the engine wrote about the audio). */
export async function clipScore(clip: Clip): Promise<Record<string, unknown>> {
  return (await (await clipFile(clip, 'score.json')).json()) as Record<string, unknown>;
}

/**
 * Whether two runs of samples are the same, bit for bit. Fast, unlike `toEqual` on long typed
 * arrays, which blocks the event loop (and the in-process server with it) for seconds.
 */
export function sameSamples(a: Float32Array, b: Float32Array): boolean {
  const bytes = (x: Float32Array) => Buffer.from(x.buffer, x.byteOffset, x.byteLength);
  return a.length === b.length && Buffer.compare(bytes(a), bytes(b)) === 0;
}

/**
 * A task test's world: a fresh PGlite server with short songs, a signed-up user and one
 * completed custom song (the first clip) to run tasks on. Stop it with {@link stopTaskServer}.
 */
async function startWithSource(): Promise<TaskWorld & { database: TestDatabase }> {
  const database = await createTestDatabase('pglite');
  const app = await startTestServer(database, SHORT_SONGS);
  const user = await signUp(app);
  const sources = await completedClips(app, user, customBody);
  return { database, app, user, source: sources[0]!, sources };
}

/** A server, a user and their completed custom song: `source` is its first clip. */
export interface TaskWorld {
  app: TestServer;
  user: TestUser;
  source: Clip;
  /** Both clips of the song. */
  sources: Clip[];
}

/** Credits for a file of task cases: each task's cases measure what they spend from here. */
const SHARED_WORLD_CREDITS = 1_000;

/**
 * One task world for every case block of a test file, set up once (a server and a rendered
 * song cost more than most cases): registers the file's beforeAll/afterAll and answers the world
 * for the blocks' own beforeAll. Cases must leave the world as they found it, apart from the
 * clips and credits they spend. Each case gets a fresh minute of the user's generate rate limit,
 * as it had in a file of its own.
 */
export function sharedTaskWorld(): () => TaskWorld {
  let world: (TaskWorld & { database: TestDatabase }) | undefined;
  beforeAll(async () => {
    world = await startWithSource();
    await setUser(world.app.server.db, world.user.id, { credits: SHARED_WORLD_CREDITS });
  }, 180_000);
  beforeEach(() => {
    const deps = world!.app.server.generation;
    deps.rateLimiter = new RateLimiter(deps.rateLimiter.limit, deps.rateLimiter.windowMs);
  });
  afterAll(() => stopTaskServer(world?.app, world?.database));
  return () => world!;
}

export async function stopTaskServer(
  app: TestServer | undefined,
  database: TestDatabase | undefined,
): Promise<void> {
  await app?.stop();
  await database?.drop();
}
