import { expect } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { decodeAudio } from '../../../src/engine/audio/decode';
import type { StereoBuffer } from '../../../src/engine/score';
import { generateOk, waitForClips, type TestUser } from './generation';
import type { TestServer } from './server';

/** Generates a song and waits for both clips to complete; returns them. */
export async function completedClips(
  app: TestServer,
  user: TestUser,
  body: unknown,
): Promise<Clip[]> {
  const { clips } = await generateOk(app, user, body);
  return waitForTask(app, user, clips);
}

/** Waits for task clips to end and expects them complete, with their media served. */
export async function waitForTask(app: TestServer, user: TestUser, clips: Clip[]): Promise<Clip[]> {
  const done = await waitForClips(
    app,
    user,
    clips.map((clip) => clip.id),
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
