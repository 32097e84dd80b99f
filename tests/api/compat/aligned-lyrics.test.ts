import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlignedLyrics } from '../../../src/contracts/aligned-lyrics';
import type { Clip } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { customBody, NO_WORKERS, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { completedClips } from '../helpers/tasks';
import { asClient, createToken } from './client';

/** `GET`/`POST /api/gen/{clip_id}/aligned_lyrics/v2/` from the clip's score.json (spec 000 §7). */
describe('aligned lyrics', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let token: string;
  let clip: Clip;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    token = (await createToken(app, user)).token;
    clip = (await completedClips(app, user, customBody))[0]!;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers the sung words with their times, the waveform and hoot_cer, by GET and POST alike', async () => {
    const score = JSON.parse(
      await readFile(app.server.generation.media.path(clip.id, CLIP_FILES.score), 'utf8'),
    ) as {
      aligned_words: { word: string; start_s: number; end_s: number }[];
      waveform_peaks: number[];
    };
    const answers = [];
    for (const [method, path] of [
      ['GET', `/api/gen/${clip.id}/aligned_lyrics/v2/`],
      ['GET', `/api/gen/${clip.id}/aligned_lyrics/v2`],
      ['POST', `/api/gen/${clip.id}/aligned_lyrics/v2/`],
    ] as const) {
      const response = await asClient(app, token, method, path, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(200);
      answers.push(response.body);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const aligned = answers[0] as AlignedLyrics;
    expect(aligned.aligned_words.length).toBeGreaterThan(0);
    expect(aligned.aligned_words.length).toBe(score.aligned_words.length);
    for (const [i, word] of aligned.aligned_words.entries()) {
      expect(Object.keys(word).sort()).toEqual(['end_s', 'p_align', 'start_s', 'success', 'word']);
      expect(word).toMatchObject({ word: score.aligned_words[i]!.word, success: true, p_align: 1 });
      expect(word.end_s).toBeGreaterThan(word.start_s);
      expect(word.end_s).toBeLessThanOrEqual(clip.metadata.duration! + 0.01);
    }
    // Words come in the order they are sung.
    const starts = aligned.aligned_words.map((word) => word.start_s);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    // The lyrics' words, in order, are the aligned words.
    const sung = aligned.aligned_words.map((word) => word.word.toLowerCase());
    expect(sung.slice(0, 3)).toEqual(['lanterns', 'on', 'the']);
    expect(aligned.waveform_data).toEqual(score.waveform_peaks);
    expect(aligned.waveform_data.length).toBeGreaterThan(10);
    expect(aligned.hoot_cer).toBe(0);
  });

  it('is the owner’s alone while the clip is private: 404 to another user', async () => {
    const other = await signUp(app, 'other');
    const otherToken = (await createToken(app, other)).token;
    const response = await asClient(
      app,
      otherToken,
      'GET',
      `/api/gen/${clip.id}/aligned_lyrics/v2/`,
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ detail: expect.any(String) });
  });

  it('answers the waveform alone to whoever may play the clip: its owner, anyone once public', async () => {
    const path = `/api/gen/${clip.id}/waveform`;
    const own = await asClient(app, token, 'GET', path);
    expect(own.status).toBe(200);
    const { waveform_data } = own.body as { waveform_data: number[] };
    expect(waveform_data.length).toBeGreaterThan(10);
    expect(waveform_data.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    expect((await asClient(app, null, 'GET', path)).status).toBe(404);

    const published = await asClient(app, token, 'POST', `/api/gen/${clip.id}/set_visibility/`, {
      is_public: true,
    });
    expect(published.status).toBe(200);
    const signedOut = await asClient(app, null, 'GET', path);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual(own.body);
    await asClient(app, token, 'POST', `/api/gen/${clip.id}/set_visibility/`, { is_public: false });
  });

  it('answers 404 for an unknown clip and 401 without a token', async () => {
    const unknown = await asClient(app, token, 'GET', '/api/gen/not-a-clip/aligned_lyrics/v2/');
    expect(unknown.status).toBe(404);
    const anonymous = await asClient(app, null, 'GET', `/api/gen/${clip.id}/aligned_lyrics/v2/`);
    expect(anonymous.status).toBe(401);
  });

  it('extends with continue_at as a numeric string, as some clients send it', async () => {
    const response = await asClient(app, token, 'POST', '/api/generate/v2/', {
      prompt: '[Verse]\nThe lanterns drift away',
      tags: '',
      title: '',
      mv: 'chirp-v4',
      task: 'extend',
      continue_clip_id: clip.id,
      continue_at: String(clip.metadata.duration! / 2),
      generation_type: 'TEXT',
      token: null,
    });
    expect(response.status).toBe(200);
    const made = (response.body as GenerateResponse).clips;
    expect(made.map((one) => one.metadata.continue_at)).toEqual([
      clip.metadata.duration! / 2,
      clip.metadata.duration! / 2,
    ]);
  });
});

/** A clip still rendering has no alignment yet. */
describe('aligned lyrics before the clip is complete', () => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, NO_WORKERS);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers 409 { detail } for a clip not finished yet', async () => {
    const user = await signUp(app);
    const token = (await createToken(app, user)).token;
    const made = await asClient(app, token, 'POST', '/api/generate/v2/', customBody);
    const id = (made.body as GenerateResponse).clips[0]!.id;
    const response = await asClient(app, token, 'GET', `/api/gen/${id}/aligned_lyrics/v2/`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ detail: expect.any(String), code: 'clipNotReady' });
    const waveform = await asClient(app, token, 'GET', `/api/gen/${id}/waveform`);
    expect(waveform.status).toBe(409);
    expect(waveform.body).toMatchObject({ code: 'clipNotReady' });
  });
});
