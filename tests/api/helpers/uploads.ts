import { expect } from 'vitest';
import type { PresignedPost, AudioUploadStatus } from '../../../src/contracts/uploads';
import { encodeWav } from '../../../src/engine/encode/wav';
import { SAMPLE_RATE } from '../../../src/engine/score';
import type { TestUser } from './generation';
import { read, type Call } from '../security/in-process';

/** A WAV of a tone gliding between notes (so it is not silence, and not any song). */
export function toneWav(seconds: number, hz = 330): Uint8Array {
  const left = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < left.length; i += 1) {
    const t = i / SAMPLE_RATE;
    left[i] = 0.3 * Math.sin(2 * Math.PI * hz * (1 + 0.5 * Math.floor(t % 4)) * t);
  }
  return encodeWav({ left, right: left.slice() });
}

/** The multipart form a browser posts to a presigned target: its fields, then the file. */
export function uploadForm(fields: Record<string, string>, bytes: Uint8Array, name = 'song.wav') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** Asks for an audio target and posts `bytes` to it; returns the target. */
export async function postAudio(
  call: Call,
  user: TestUser,
  bytes: Uint8Array,
  extension = 'wav',
): Promise<PresignedPost> {
  const created = await read(
    await call('POST', '/api/uploads/audio/', { jar: user.jar, body: { extension } }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const target = created.body as PresignedPost;
  const path = new URL(target.url, 'http://local').pathname;
  const posted = await call('POST', path, { body: uploadForm(target.fields, bytes) });
  expect(posted.status, await posted.clone().text()).toBe(204);
  return target;
}

/** Calls upload-finish and polls the status until processing ends; returns the last status. */
export async function finishAudio(
  call: Call,
  user: TestUser,
  id: string,
  filename = 'My upload.wav',
): Promise<AudioUploadStatus> {
  const body = { upload_type: 'file_upload', upload_filename: filename };
  const finish = await read(
    await call('POST', `/api/uploads/audio/${id}/upload-finish/`, { jar: user.jar, body }),
  );
  expect(finish.status, JSON.stringify(finish.body)).toBe(200);
  for (;;) {
    const status = await read(await call('GET', `/api/uploads/audio/${id}/`, { jar: user.jar }));
    const upload = status.body as AudioUploadStatus;
    if (upload.status === 'complete' || upload.status === 'error') return upload;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
