import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { Persona, PersonaWithClips } from '../../../src/contracts/persona';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import {
  CLIP_METADATA_KEYS,
  customBody,
  footprint,
  generate,
  generateOk,
  SHORT_SONGS,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { clipScore, createPersona, personaCall, rendered, renderedSongs } from './helpers';

/** A request unlike the root clip: another singer, styles and a cheaper model. */
const otherSong = {
  prompt: '[Verse]\nEngines roar beneath the bridge\nWe ride until the dawn',
  tags: 'hard rock, distorted guitar',
  title: 'Bridge',
  mv: 'chirp-v3-5',
  make_instrumental: false,
  metadata: { create_mode: 'custom', vocal_gender: 'male' },
};

describe('generate with a persona or an artist clip', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let root: Clip | undefined;
  let persona: Persona;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    [root] = await renderedSongs(app, user, customBody);
    persona = await createPersona(app, user, { root_clip_id: root!.id, name: 'Lantern' });
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("sings with the persona's voice and key, on the root clip's model", async () => {
    const rootScore = await clipScore(app, root!.id);
    expect(rootScore.vocals.gender).toBe('female');
    const { clips } = await generateOk(app, user, { ...otherSong, persona_id: persona.id });
    expect(clips).toHaveLength(2);
    for (const clip of clips) {
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(clip.metadata).toMatchObject({ persona_id: persona.id, vocal_gender: 'female' });
      // Spec 000 §5 forces the model: the root clip's.
      expect(clip.model_name).toBe(root!.model_name);
    }
    const done = await rendered(app, user, clips);
    for (const clip of done) {
      expect(clip.metadata.persona_id).toBe(persona.id);
      expect(clip.metadata.prompt).toContain('Engines roar');
      const score = await clipScore(app, clip.id);
      expect(score.vocals.gender).toBe('female');
      expect(score.key.tonic).toBe(rootScore.key.tonic);
    }
    // The persona's page lists the songs sung with it.
    const page = await personaCall(app, user, 'GET', `get-persona-paginated/${persona.id}/?page=1`);
    expect(page.status).toBe(200);
    const body = page.body as unknown as PersonaWithClips;
    expect(body.total_results).toBe(2);
    expect(body.persona.persona_clips.map(({ clip }) => clip.id).sort()).toEqual(
      done.map((clip) => clip.id).sort(),
    );
    expect(body.persona).toMatchObject({ id: persona.id, name: 'Lantern' });
    // Another user sees the page once the persona is public, without the private clips.
    const other = await signUp(app, 'other');
    expect(
      (await personaCall(app, other, 'GET', `get-persona-paginated/${persona.id}/`)).status,
    ).toBe(404);
    await personaCall(app, user, 'PUT', `set_visibility/${persona.id}/`, { is_public: true });
    const seen = (await personaCall(app, other, 'GET', `get-persona-paginated/${persona.id}/`))
      .body as unknown as PersonaWithClips;
    expect(seen).toMatchObject({ total_results: 0, persona: { persona_clips: [] } });
    await personaCall(app, user, 'PUT', `set_visibility/${persona.id}/`, { is_public: false });
  }, 900_000);

  it('takes the first of persona_ids too', async () => {
    const { clips } = await generateOk(app, user, {
      ...otherSong,
      persona_ids: [persona.id],
    });
    for (const clip of clips) expect(clip.metadata.persona_id).toBe(persona.id);
    await rendered(app, user, clips);
  }, 900_000);

  it("follows an artist clip's range: its key and the model it was made on", async () => {
    const rootScore = await clipScore(app, root!.id);
    const { clips } = await generateOk(app, user, {
      ...otherSong,
      artist_clip_id: root!.id,
      artist_start_s: 0,
      artist_end_s: '4',
    });
    for (const clip of clips) {
      expect(clip.metadata).toMatchObject({ persona_id: null, source_clip_ids: [root!.id] });
      expect(clip.model_name).toBe(root!.model_name);
    }
    const done = await rendered(app, user, clips);
    for (const clip of done) {
      const score = await clipScore(app, clip.id);
      expect(score.key.tonic).toBe(rootScore.key.tonic);
      // No persona: the singer asked for.
      expect(score.vocals.gender).toBe('male');
    }
  }, 900_000);

  it('refuses unknown, private and trashed personas and bad artist ranges, changing nothing', async () => {
    const trashed = await createPersona(app, user, { root_clip_id: root!.id, name: 'Old' });
    await personaCall(app, user, 'PUT', `trash-persona/${trashed.id}/`);
    // The user's private persona and private clip, asked for by someone else.
    const stranger = await signUp(app, 'stranger');
    const strangerBefore = await footprint(app.server.db, stranger.id);
    for (const fields of [
      { persona_id: persona.id },
      { persona_ids: [persona.id] },
      { artist_clip_id: root!.id },
    ]) {
      const response = await generate(app, stranger, { ...otherSong, ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(404);
    }
    expect(await footprint(app.server.db, stranger.id)).toEqual(strangerBefore);

    const before = await footprint(app.server.db, user.id);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ persona_id: '00000000-0000-4000-8000-000000000000' }, 404, 'notFound'],
      [{ persona_id: 'not-a-uuid' }, 404, 'notFound'],
      [{ persona_ids: [''] }, 404, 'notFound'],
      [{ persona_id: trashed.id }, 404, 'notFound'],
      [{ artist_clip_id: '00000000-0000-4000-8000-000000000000' }, 404, 'notFound'],
      [{ artist_clip_id: root!.id, artist_start_s: 2 }, 400, 'invalidTaskInput'],
      [{ artist_clip_id: root!.id, artist_start_s: 4, artist_end_s: 2 }, 400, 'invalidTaskInput'],
      [{ artist_clip_id: root!.id, artist_start_s: 50, artist_end_s: 60 }, 400, 'invalidTaskInput'],
      [{ artist_clip_id: root!.id, artist_start_s: -1, artist_end_s: 2 }, 400, 'validation'],
    ];
    for (const [fields, status, code] of refusals) {
      const response = await generate(app, user, { ...otherSong, ...fields });
      const body = (await response.json()) as { code: string; detail: string };
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(body.code).toBe(code);
      expect(body.detail).not.toContain('/media/');
    }
    expect(await footprint(app.server.db, user.id)).toEqual(before);
  }, 900_000);
});
