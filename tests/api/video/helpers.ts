import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ClipVideoStatus, ShareAsset } from '../../../src/contracts/video';
import type { DB } from '../../../src/server/db/database';
import { RENDER_VIDEO_QUEUE } from '../../../src/server/queue/queue';
import type { Clip } from '../../../src/contracts/clip';
import type { VideoUploadFinish, VideoUploadStatus } from '../../../src/contracts/hook';
import type { PresignedPost } from '../../../src/contracts/uploads';
import { createTestDatabase, type DatabaseTarget, type TestDatabase } from '../helpers/databases';
import { customBody, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { completedClips } from '../helpers/tasks';

/** Renders share two cores with the other test files: minutes, on a busy machine. */
export const RENDER_TIMEOUT_MS = 240_000;
/** A test that waits for up to two renders. */
export const RENDER_TEST_MS = 2 * RENDER_TIMEOUT_MS + 30_000;
const POLL_MS = 250;

export interface Answer<T> {
  status: number;
  body: T;
}

/** Calls the API as `user` (null: signed out) and parses the answer. */
export async function api<T = Record<string, unknown>>(
  app: TestServer,
  user: TestUser | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await app.request(method, path, { body, jar: user?.jar });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Reads with `read` until `done` holds (as the client polls), or fails after RENDER_TIMEOUT_MS. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not done in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The clip video's status as its owner polls it, until the render ends. */
export async function videoRendered(app: TestServer, owner: TestUser, clipId: string) {
  const read = async () => {
    const answer = await api<ClipVideoStatus>(
      app,
      owner,
      'GET',
      `/api/video/generate/${clipId}/status`,
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return pollUntil(read, (status) => status.status !== 'pending');
}

/** A share asset as `user` polls it, until it is no longer rendering. */
export async function assetRendered(app: TestServer, user: TestUser, clipId: string, id: string) {
  const read = async () => {
    const answer = await api<ShareAsset>(app, user, 'GET', `/api/gen/${clipId}/share_asset/${id}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return pollUntil(read, (asset) => asset.status !== 'rendering');
}

/** Video render jobs ever queued (any state). */
export async function videoJobs(db: DB): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job where name = ${RENDER_VIDEO_QUEUE}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** A media URL fetched with no cookie: what anyone holding it gets. */
export async function fetchMedia(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The URL without its query (signature and version): what works only while the clip is public. */
export const unsigned = (url: string) => url.split('?')[0]!;

/** A server with short songs, an owner with a pair of complete songs, and another user. */
export interface SongWorld {
  database: TestDatabase;
  app: TestServer;
  owner: TestUser;
  other: TestUser;
  song: Clip;
  second: Clip;
}

export async function startSongWorld(target: DatabaseTarget): Promise<SongWorld> {
  const database = await createTestDatabase(target);
  const app = await startTestServer(database, SHORT_SONGS);
  const [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
  const [song, second] = (await completedClips(app, owner, customBody)) as [Clip, Clip];
  return { database, app, owner, other, song, second };
}

export async function stopSongWorld(world: SongWorld | undefined): Promise<void> {
  await world?.app.stop();
  await world?.database.drop();
}

/**
 * Posts `bytes` as `user`'s video upload to its presigned target and finishes it with `finish`
 * (spec 001 §7); returns the upload's id and upload-finish's answer.
 */
export async function uploadVideo(
  app: TestServer,
  user: TestUser,
  bytes: Uint8Array,
  finish: Partial<VideoUploadFinish>,
  extension = 'mp4',
) {
  const target = await api<PresignedPost>(app, user, 'POST', '/api/uploads/video/', { extension });
  expect(target.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'clip.mp4');
  const posted = await fetch(new URL(target.body.url, app.baseUrl), { method: 'POST', body: form });
  expect(posted.status).toBeLessThan(300);
  const finished = await api<VideoUploadStatus>(
    app,
    user,
    'POST',
    `/api/uploads/video/${target.body.id}/upload-finish/`,
    { upload_type: 'file_upload', upload_filename: `clip.${extension}`, ...finish },
  );
  return { id: target.body.id, finish: finished };
}

/** A video upload's status as its uploader polls it, until decoding ends. */
export const videoUploadDone = (app: TestServer, user: TestUser, id: string) =>
  pollUntil(
    async () => (await api<VideoUploadStatus>(app, user, 'GET', `/api/uploads/video/${id}/`)).body,
    (status) => status.status !== 'processing',
  );
