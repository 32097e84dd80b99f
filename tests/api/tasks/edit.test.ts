import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { EditActionResponse } from '../../../src/contracts/edit-actions';
import { SAMPLE_RATE, type StereoBuffer } from '../../../src/engine/score';
import { clipWav, get, largestDifference, songs, waitLong } from '../helpers/audio-files';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import {
  CLIP_METADATA_KEYS,
  creditsOf,
  customBody,
  footprint,
  setUser,
  SHORT_SONGS,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { post } from '../helpers/tasks';

const at = (seconds: number) => Math.round(seconds * SAMPLE_RATE);
const slice = (audio: StereoBuffer, from: number, to: number): StereoBuffer => ({
  left: audio.left.slice(from, to),
  right: audio.right.slice(from, to),
});
const peak = (audio: StereoBuffer) =>
  Math.max(
    ...[audio.left, audio.right].map((side) => side.reduce((m, v) => Math.max(m, Math.abs(v)), 0)),
  );
/** One 16-bit step: what re-encoding a decoded 16-bit WAV may move a sample by. */
const LSB = 1 / 32768;

describe('edit actions (crop, fade, speed) and their status', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let source: Clip;
  let sourceAudio: StereoBuffer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    source = (await songs(app, user, customBody))[0]!;
    sourceAudio = await clipWav(source);
    // Five edits run at once: more than a basic plan's concurrency.
    await setUser(app.server.db, user.id, { tier: 'pro' });
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const EDIT_LABELS: Record<string, string> = {
    crop: 'Cropped',
    fade: 'Fade Out',
    speed: 'Sped Up',
  };

  const edit = async (action: string, body: unknown): Promise<EditActionResponse> => {
    const made = await post(app, user, `/api/edit/${action}/${source.id}/`, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body as unknown as EditActionResponse;
  };

  it('crops, fades and changes speed, each a new clip of the source, for no credits', async () => {
    const credits = await creditsOf(app.server.db, user.id);
    const keep = await edit('crop', {
      crop_start_s: 1,
      crop_end_s: 5.5,
      is_crop_remove: false,
      edit_session_id: 'session-1',
    });
    const remove = await edit('crop', { crop_start_s: '2', crop_end_s: '4', is_crop_remove: true });
    const fade = await edit('fade', { fade_out_time: 3000, edit_session_id: 'session-1' });
    const speed = await edit('speed', { speed_factor: 2, tempo_only: false });
    const stretch = await edit('speed', {
      speed_factor: 0.5,
      tempo_only: true,
      change_speed_start_time: 2,
      change_speed_end_time: 4,
    });
    const actions = [keep, remove, fade, speed, stretch];
    expect(await creditsOf(app.server.db, user.id)).toBe(credits);
    for (const [action, task] of actions.map(
      (a, i) => [a, ['crop', 'crop', 'fade', 'speed', 'speed'][i]] as const,
    )) {
      expect(action.id).toBe(action.clip.id);
      expect(['submitted', 'queued']).toContain(action.status);
      expect(Object.keys(action.clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(action.clip.metadata).toMatchObject({
        type: 'gen',
        task,
        source_clip_ids: [source.id],
      });
      // Each says what it is; a speed change says which way (the stretch slows down).
      const label = action === stretch ? 'Slowed' : EDIT_LABELS[task ?? ''];
      expect(action.clip.title).toBe(`${source.title} (${label})`);
    }
    expect(keep.clip.metadata.duration).toBe(4.5);
    const done = await waitLong(
      app,
      user,
      actions.map((action) => action.clip),
    );
    // The client polls GET /api/edit/action/{id}/ until complete.
    for (const clip of done) {
      const status = await get(app, user, `/api/edit/action/${clip.id}`);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ id: clip.id, status: 'complete', clip: { id: clip.id } });
    }
    const [kept, removed, faded, sped, stretched] = await Promise.all(done.map(clipWav));

    // Crop keeps exactly the samples of the range, untouched.
    expect(kept!.left.length).toBe(at(5.5) - at(1));
    expect(largestDifference(kept!, slice(sourceAudio, at(1), at(5.5)))).toBeLessThanOrEqual(LSB);
    const length = sourceAudio.left.length;
    expect(removed!.left.length).toBe(length - (at(4) - at(2)));
    // Away from the 5 ms join fades, a removal keeps both sides as they were.
    const guard = at(0.005);
    expect(
      largestDifference(slice(removed!, 0, at(2) - guard), slice(sourceAudio, 0, at(2) - guard)),
    ).toBeLessThanOrEqual(LSB);
    expect(
      largestDifference(
        slice(removed!, at(2) + guard, removed!.left.length),
        slice(sourceAudio, at(4) + guard, length),
      ),
    ).toBeLessThanOrEqual(LSB);

    // Fade: same length, untouched before the last 3 s, silent at the very end.
    expect(faded!.left.length).toBe(length);
    expect(
      largestDifference(slice(faded!, 0, length - at(3)), slice(sourceAudio, 0, length - at(3))),
    ).toBeLessThanOrEqual(LSB);
    const tail = peak(slice(faded!, length - at(0.01), length));
    expect(tail).toBeLessThan(1e-3);
    expect(peak(slice(sourceAudio, length - at(3), length - at(2)))).toBeGreaterThan(0.01);

    // Speed: twice as fast lasts half as long; the range slowed to half lasts twice as long.
    expect(sped!.left.length).toBe(Math.round(length / 2));
    expect(stretched!.left.length / SAMPLE_RATE).toBeCloseTo((length + at(2)) / SAMPLE_RATE, 2);
    console.info(
      `edits: crop ${kept!.left.length} samples (asked ${at(5.5) - at(1)}), fade tail peak ${tail.toExponential(2)}, ` +
        `speed x2 ${sped!.left.length} of ${length}, range x0.5 ${stretched!.left.length} (planned ${length + at(2)})`,
    );
  }, 900_000);

  it('refuses bad ranges, fades and factors, unknown and foreign clips, changing nothing', async () => {
    const before = await footprint(app.server.db, user.id);
    const duration = source.metadata.duration!;
    const refusals: [string, unknown, number, string][] = [
      ['crop', { crop_start_s: 1, crop_end_s: duration + 1 }, 400, 'invalidTaskInput'],
      ['crop', { crop_start_s: 4, crop_end_s: 2 }, 400, 'invalidTaskInput'],
      ['crop', { crop_start_s: -1, crop_end_s: 2 }, 400, 'invalidTaskInput'],
      ['crop', { crop_start_s: 1, crop_end_s: 1.5 }, 400, 'invalidTaskInput'],
      [
        'crop',
        { crop_start_s: 0, crop_end_s: duration, is_crop_remove: true },
        400,
        'invalidTaskInput',
      ],
      ['crop', { crop_start_s: 1, crop_end_s: 3, fade_out_time: 2500 }, 400, 'invalidTaskInput'],
      ['crop', { crop_end_s: 3 }, 400, 'validation'],
      ['crop', { crop_start_s: 'soon', crop_end_s: 3 }, 400, 'validation'],
      ['fade', { fade_out_time: 0 }, 400, 'invalidTaskInput'],
      ['fade', { fade_out_time: duration * 1000 + 1000 }, 400, 'invalidTaskInput'],
      ['speed', { speed_factor: 5 }, 400, 'invalidTaskInput'],
      ['speed', { speed_factor: 0.1 }, 400, 'invalidTaskInput'],
      ['speed', { speed_factor: 2, change_speed_start_time: 1 }, 400, 'invalidTaskInput'],
      [
        'speed',
        { speed_factor: 2, change_speed_start_time: 1, change_speed_end_time: duration + 2 },
        400,
        'invalidTaskInput',
      ],
      ['speed', {}, 400, 'validation'],
    ];
    for (const [action, body, status, code] of refusals) {
      const refused = await post(app, user, `/api/edit/${action}/${source.id}/`, body);
      expect(refused.status, `${action} ${JSON.stringify(body)}`).toBe(status);
      expect(refused.body).toMatchObject({ code });
      expect(typeof refused.body.detail).toBe('string');
    }
    const notJson = await app.request('POST', `/api/edit/fade/${source.id}/`, {
      body: '{not json',
      jar: user.jar,
    });
    expect(notJson.status).toBe(400);
    const unknown = await post(
      app,
      user,
      '/api/edit/fade/00000000-0000-4000-8000-000000000000/',
      {},
    );
    expect(unknown.status).toBe(404);
    const other = await signUp(app, 'other');
    expect((await post(app, other, `/api/edit/fade/${source.id}/`, {})).status).toBe(404);
    expect(await footprint(app.server.db, user.id)).toEqual(before);
    // The status of an action is its owner's; a clip that is no edit is no action.
    const created = (await post(app, user, `/api/edit/fade/${source.id}`, {}))
      .body as unknown as EditActionResponse;
    expect((await get(app, other, `/api/edit/action/${created.id}/`)).status).toBe(404);
    expect((await get(app, user, `/api/edit/action/${source.id}/`)).status).toBe(404);
    expect((await get(app, user, '/api/edit/action/nope/')).status).toBe(404);
    await waitLong(app, user, [created.clip]);
  }, 900_000);
});
