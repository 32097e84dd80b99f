import { expect } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { decodeWav } from '../../../src/engine/encode/wav';
import type { StereoBuffer } from '../../../src/engine/score';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import type { DB } from '../../../src/server/db/database';
import { generateOk, waitForClips, type TestUser } from './generation';
import { clipFileUrl } from './media';
import type { TestServer } from './server';

/** Fetches a served file, expecting 200 and `type`; returns its bytes. */
export async function served(url: string, type: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  return new Uint8Array(await response.arrayBuffer());
}

/** A WAV served by the media route, decoded sample for sample. */
export async function wavAt(url: string): Promise<StereoBuffer> {
  const decoded = decodeWav(await served(url, 'audio/wav'));
  const left = decoded.channels[0]!;
  return { left, right: decoded.channels[1] ?? left };
}

/** A clip's song.wav, through the media route. */
export const clipWav = (clip: Clip) => wavAt(clipFileUrl(clip, CLIP_FILES.wav));

/** Largest |a - b| over both channels; Infinity when their lengths differ. */
export function largestDifference(a: StereoBuffer, b: StereoBuffer): number {
  if (a.left.length !== b.left.length) return Infinity;
  let worst = 0;
  for (const side of ['left', 'right'] as const) {
    for (let i = 0; i < a[side].length; i += 1) {
      worst = Math.max(worst, Math.abs(a[side][i]! - b[side][i]!));
    }
  }
  return worst;
}

/** GETs as the user and returns status and parsed body. */
export async function get(
  app: TestServer,
  user: TestUser,
  path: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.request('GET', path, { jar: user.jar });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Calls `ask` until its body's status is no longer pending; returns the last answer. */
export async function untilMade(
  ask: () => Promise<{ status: number; body: Record<string, unknown> }>,
  timeoutMs = 60_000,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (answer.body.status !== 'pending') return answer;
    if (Date.now() > deadline) throw new Error('file not made in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Makes a clip public (no route sets visibility in these tests' scope). */
export async function makePublic(db: DB, clipId: string): Promise<void> {
  await db.updateTable('clip').set({ isPublic: true }).where('id', '=', clipId).execute();
}

/** How long tests of this family wait for clips: renders crawl on a busy 2-core machine. */
export const SLOW_WAIT_MS = 600_000;

/** Waits (up to SLOW_WAIT_MS) for clips to end and expects them complete; returns them. */
export async function waitLong(app: TestServer, user: TestUser, clips: Clip[]): Promise<Clip[]> {
  const done = await waitForClips(
    app,
    user,
    clips.map((clip) => clip.id),
    undefined,
    SLOW_WAIT_MS,
  );
  for (const clip of done.clips) {
    expect(clip.status, JSON.stringify(clip.metadata)).toBe('complete');
  }
  return clips.map((clip) => done.clips.find((one) => one.id === clip.id)!);
}

/** Generates a song and waits (long) for both clips. */
export async function songs(app: TestServer, user: TestUser, body: unknown): Promise<Clip[]> {
  return waitLong(app, user, (await generateOk(app, user, body)).clips);
}
