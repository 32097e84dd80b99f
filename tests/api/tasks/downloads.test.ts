import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { EditActionResponse } from '../../../src/contracts/edit-actions';
import { decodeAudio } from '../../../src/engine/audio/decode';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { CLIP_RECIPE } from '../../../src/server/storage/masters';
import {
  get,
  largestDifference,
  makePublic,
  served,
  songs,
  untilMade,
  waitLong,
  wavAt,
} from '../helpers/audio-files';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { customBody, footprint, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { withoutSignatures } from '../helpers/media';
import { startTestServer, type TestServer } from '../helpers/server';
import { post } from '../helpers/tasks';

/** A media URL as a download (issue 16): an attachment named after the title. */
const withDownload = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/** One 16-bit step. */
const LSB = 1 / 32768;

describe('downloads: WAV and Opus files of a clip', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let generated: Clip;
  /**
   * A clip whose song.wav, song.webm and recipe are removed: as a model server's clip arrives,
   * with no request the engine could render again.
   */
  let bare: Clip;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    [generated, bare] = (await songs(app, user, customBody)) as [Clip, Clip];
    const { media } = app.server.generation;
    await rm(media.path(bare.id, CLIP_FILES.wav));
    await rm(media.path(bare.id, CLIP_FILES.webm));
    await rm(join(media.dir(bare.id), CLIP_RECIPE));
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("answers a generated clip's WAV and Opus at once", async () => {
    const converted = await post(app, user, `/api/gen/${generated.id}/convert_wav/`);
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ status: 'complete' });
    const polled = await get(app, user, `/api/gen/${generated.id}/wav_file`);
    expect(withoutSignatures(polled)).toEqual(withoutSignatures(converted));
    const wav = await wavAt(polled.body.wav_file_url as string);
    expect(wav.left.length / 44_100).toBeCloseTo(generated.metadata.duration!, 1);

    const opus = await post(app, user, `/api/gen/${generated.id}/convert_opus`);
    expect(opus.status).toBe(200);
    expect(withoutSignatures(opus.body)).toEqual(
      withoutSignatures({
        status: 'complete',
        opus_file_url: withDownload(generated.audio_url_webm!),
      }),
    );
    const opusFile = await get(app, user, `/api/gen/${generated.id}/opus_file/`);
    expect(withoutSignatures(opusFile)).toEqual(withoutSignatures(opus));
    await served(generated.audio_url_webm!, 'audio/webm');

    const download = await post(app, user, `/api/billing/clips/${generated.id}/download/`);
    expect(withoutSignatures(download)).toMatchObject(
      withoutSignatures({
        status: 200,
        body: {
          audio_url: withDownload(generated.audio_url!),
          wav_file_url: polled.body.wav_file_url,
          // The enable-m4a-audio gate is off by default.
          m4a_file_url: null,
        },
      }),
    );
  }, 120_000);

  it('decodes a clip without song.wav from its MP3 in a thread, pending until ready', async () => {
    expect(await get(app, user, `/api/gen/${bare.id}/wav_file/`)).toEqual({
      status: 200,
      body: { status: 'not_started', wav_file_url: null },
    });
    const started = await post(app, user, `/api/gen/${bare.id}/convert_wav/`);
    expect(started).toEqual({ status: 202, body: { status: 'pending', wav_file_url: null } });
    // Asking again while it is made joins the same conversion.
    const again = await post(app, user, `/api/gen/${bare.id}/convert_wav/`);
    expect(again.body.status).toMatch(/^(pending|complete)$/);
    const ready = await untilMade(() => get(app, user, `/api/gen/${bare.id}/wav_file/`));
    expect(ready.body.status).toBe('complete');
    const wav = await wavAt(ready.body.wav_file_url as string);
    const mp3 = await decodeAudio(await served(bare.audio_url!, 'audio/mpeg'));
    const difference = largestDifference(wav, mp3);
    console.info(
      `downloads: WAV from MP3, ${wav.left.length} samples, |wav - mp3| <= ${difference}`,
    );
    expect(difference).toBeLessThanOrEqual(LSB);

    const opus = await post(app, user, `/api/gen/${bare.id}/convert_opus/`);
    expect(opus).toEqual({ status: 202, body: { status: 'pending', opus_file_url: null } });
    const opusReady = await untilMade(() => get(app, user, `/api/gen/${bare.id}/opus_file/`));
    expect(opusReady.body.status).toBe('complete');
    const webm = await served(opusReady.body.opus_file_url as string, 'audio/webm');
    // An EBML (WebM) file holding an Opus stream.
    expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Buffer.from(webm).includes('OpusHead')).toBe(true);
    // As long as the WAV it was encoded from, give or take the Opus pre-skip and last frame.
    const decoded = await decodeAudio(webm);
    expect(Math.abs(decoded.left.length - wav.left.length) / 44_100).toBeLessThan(0.05);
  }, 300_000);

  it('refuses foreign, unknown and unfinished clips, changing nothing', async () => {
    const other = await signUp(app, 'other');
    const media = app.server.generation.media;
    await rm(media.path(generated.id, CLIP_FILES.wav));
    const before = await footprint(app.server.db, user.id);
    const paths = (id: string) => [
      ['POST', `/api/gen/${id}/convert_wav/`],
      ['GET', `/api/gen/${id}/wav_file/`],
      ['POST', `/api/gen/${id}/convert_opus/`],
      ['GET', `/api/gen/${id}/opus_file/`],
      ['POST', `/api/billing/clips/${id}/download/`],
    ];
    for (const id of [generated.id, '00000000-0000-4000-8000-000000000000', 'not-a-clip']) {
      for (const [method, path] of paths(id)) {
        const response = await app.request(method!, path!, { jar: other.jar });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'notFound' });
      }
    }
    expect(existsSync(media.path(generated.id, CLIP_FILES.wav))).toBe(false);
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    // A clip still being made has nothing to download yet.
    const fade = (await post(app, user, `/api/edit/fade/${bare.id}/`, {}))
      .body as unknown as EditActionResponse;
    const withFade = await footprint(app.server.db, user.id);
    const early = await post(app, user, `/api/gen/${fade.id}/convert_wav/`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'clipNotReady' });
    expect(await footprint(app.server.db, user.id)).toEqual(withFade);
    await waitLong(app, user, [fade.clip]);
    // A public clip may be downloaded by anyone signed in.
    await makePublic(app.server.db, generated.id);
    expect((await post(app, other, `/api/gen/${generated.id}/convert_wav/`)).status).toBe(202);
    const ready = await untilMade(() => get(app, other, `/api/gen/${generated.id}/wav_file/`));
    expect(ready.body.status).toBe('complete');
  }, 300_000);
});
