import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { CREDITS_PER_STEM_CLIP } from '../../../src/contracts/constants';
import type { StereoBuffer } from '../../../src/engine/score';
import { clipWav, makePublic, songs, waitLong } from '../helpers/audio-files';
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

/** Largest |sum of the stems - mix| over both channels. */
function sumError(stems: StereoBuffer[], mix: StereoBuffer): number {
  let worst = 0;
  for (const side of ['left', 'right'] as const) {
    for (const stem of stems) expect(stem[side].length).toBe(mix[side].length);
    for (let i = 0; i < mix[side].length; i += 1) {
      const sum = stems.reduce((total, stem) => total + stem[side][i]!, 0);
      worst = Math.max(worst, Math.abs(sum - mix[side][i]!));
    }
  }
  return worst;
}

describe('stems (POST /api/edit/stems/{clip_id}/)', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let source: Clip;
  let stems: Clip[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    source = (await songs(app, user, customBody))[0]!;
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('makes Vocals, Backing_Vocals and Instrumental clips that sum to the song', async () => {
    const before = await creditsOf(app.server.db, user.id);
    const made = await post(app, user, `/api/edit/stems/${source.id}/`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, clips } = made.body as { id: string; clips: Clip[] };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(clips.map((clip) => clip.metadata.stem_type_group_name)).toEqual([
      'Vocals',
      'Backing_Vocals',
      'Instrumental',
    ]);
    expect(clips.map((clip) => clip.title)).toEqual([
      'Lanterns (Vocals)',
      'Lanterns (Backing Vocals)',
      'Lanterns (Instrumental)',
    ]);
    expect(await creditsOf(app.server.db, user.id)).toBe(before - 3 * CREDITS_PER_STEM_CLIP);
    // A stem still being made cannot be split again yet.
    const early = await post(app, user, `/api/edit/stems/${clips[0]!.id}/`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'clipNotReady' });
    for (const clip of clips) {
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(clip.metadata).toMatchObject({
        type: 'gen',
        task: 'gen_stem',
        stem_from_id: source.id,
        has_vocal: null,
      });
      expect(clip.model_name).toBe(source.model_name);
    }
    stems = await waitLong(app, user, clips);
    const byGroup = Object.fromEntries(
      stems.map((clip) => [clip.metadata.stem_type_group_name, clip]),
    );
    expect(byGroup.Vocals!.metadata.has_vocal).toBe(true);
    expect(byGroup.Instrumental!.metadata.has_vocal).toBe(false);
    for (const clip of stems) {
      expect(clip.metadata.duration).toBeCloseTo(source.metadata.duration!, 1);
      for (const file of [clip.audio_url!, clip.audio_url_m4a!, clip.audio_url_webm!]) {
        expect((await fetch(file)).status).toBe(200);
      }
    }
    const error = sumError(await Promise.all(stems.map(clipWav)), await clipWav(source));
    console.info(
      `stems: |Vocals + Backing_Vocals + Instrumental - song| <= ${error.toExponential(2)}`,
    );
    expect(error).toBeLessThan(1e-3);
  }, 900_000);

  it('splits an instrumental into its Instrumental only', async () => {
    await setUser(app.server.db, user.id, { credits: 500 });
    const [instrumental] = await songs(app, user, {
      ...customBody,
      prompt: '',
      make_instrumental: true,
    });
    // Without the trailing slash too.
    const made = await post(app, user, `/api/edit/stems/${instrumental!.id}`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { clips } = made.body as { clips: Clip[] };
    expect(clips.map((clip) => clip.metadata.stem_type_group_name)).toEqual(['Instrumental']);
    const [done] = await waitLong(app, user, clips);
    expect(done!.metadata.has_vocal).toBe(false);
    const error = sumError([await clipWav(done!)], await clipWav(instrumental!));
    expect(error).toBeLessThan(1e-3);
  }, 900_000);

  it('refuses unknown, foreign, unfinished and stem clips and short credits, changing nothing', async () => {
    const other = await signUp(app, 'other');
    const before = await footprint(app.server.db, user.id);
    const otherBefore = await footprint(app.server.db, other.id);
    const unknown = await post(app, user, '/api/edit/stems/00000000-0000-4000-8000-000000000000/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'notFound', detail: 'Clip not found' });
    expect((await post(app, user, "/api/edit/stems/'; drop table clip; --/")).status).toBe(404);
    const stem = await post(app, user, `/api/edit/stems/${stems[0]!.id}/`);
    expect(stem.status).toBe(400);
    expect(stem.body).toMatchObject({ code: 'invalidTaskInput' });
    // Another user's private clip is not found; once public, it may be split.
    expect((await post(app, other, `/api/edit/stems/${source.id}/`)).status).toBe(404);
    await setUser(app.server.db, user.id, { credits: CREDITS_PER_STEM_CLIP * 2 });
    const poor = await post(app, user, `/api/edit/stems/${source.id}/`);
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ code: 'insufficientCredits' });
    expect(await footprint(app.server.db, user.id)).toEqual({
      ...before,
      credits: CREDITS_PER_STEM_CLIP * 2,
    });
    expect(await footprint(app.server.db, other.id)).toEqual(otherBefore);
    await makePublic(app.server.db, source.id);
    const publicStems = await post(app, other, `/api/edit/stems/${source.id}/`);
    expect(publicStems.status).toBe(200);
    const { clips } = publicStems.body as { clips: Clip[] };
    expect(clips.every((clip) => clip.user_id === other.id)).toBe(true);
    await waitLong(app, other, clips);
  }, 900_000);
});
