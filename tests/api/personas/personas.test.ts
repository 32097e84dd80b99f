import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { PersonaPage } from '../../../src/contracts/persona';
import type { StoredPersona } from '../../../src/server/personas/persona-view';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { customBody, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { clipScore, createPersona, personaCall, personaFootprint, renderedSongs } from './helpers';

describe('personas: create, read, list, publish, love, follow, trash', () => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let root: Clip | undefined;
  let instrumental: Clip | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    [root] = await renderedSongs(app, owner, customBody);
    [instrumental] = await renderedSongs(app, owner, {
      tags: 'ambient piano',
      make_instrumental: true,
      mv: 'chirp-v3-5',
    });
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("captures the root clip's singer and key, named 'Untitled Persona' by default", async () => {
    const persona = await createPersona(app, owner, { root_clip_id: root!.id });
    expect(persona).toMatchObject({
      name: 'Untitled Persona',
      description: '',
      root_clip_id: root!.id,
      is_owned: true,
      is_public: false,
      is_trashed: false,
      is_loved: false,
      upvote_count: 0,
      vocal_gender: 'female',
      handle: owner.handle,
    });
    const score = await clipScore(app, root!.id);
    const row = await app.server.db
      .selectFrom('persona')
      .select('data')
      .where('id', '=', persona.id)
      .executeTakeFirstOrThrow();
    const data = row.data as StoredPersona;
    const pitches = score.vocals.lead.map((note) => note.pitch);
    expect(data.voice.gender).toBe(score.vocals.gender);
    expect(data.voice.range).toEqual({ low: Math.min(...pitches), high: Math.max(...pitches) });
    expect(data.tonic).toBe(score.key.tonic);
    expect(data.style.tempoBpm).toBe(score.tempoBpm);
    // The server's directories stay on the server.
    expect(JSON.stringify(data)).not.toContain('/media/clips');

    const read = await personaCall(app, owner, 'GET', `get-persona/${persona.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(persona);
  });

  it('lists the own personas 20 a page, newest first', async () => {
    const named = await createPersona(app, owner, {
      root_clip_id: root!.id,
      name: '  Lantern Voice ',
      description: 'Warm folk alto',
      is_public: true,
    });
    expect(named).toMatchObject({ name: 'Lantern Voice', description: 'Warm folk alto' });
    const first = await personaCall(app, owner, 'GET', 'get-personas/?page=1');
    expect(first.status).toBe(200);
    const page = first.body as unknown as PersonaPage;
    expect(page.total_results).toBe(2);
    expect(page.current_page).toBe(1);
    expect(page.personas[0]!.id).toBe(named.id);
    const second = (await personaCall(app, owner, 'GET', 'get-personas/?page=2'))
      .body as unknown as PersonaPage;
    expect(second).toMatchObject({ personas: [], total_results: 2, current_page: 2 });
    // Someone else's list holds only their own.
    const theirs = (await personaCall(app, other, 'GET', 'get-personas/'))
      .body as unknown as PersonaPage;
    expect(theirs.total_results).toBe(0);
  });

  it('shows a private persona to its owner only; set_visibility publishes it', async () => {
    const persona = await createPersona(app, owner, { root_clip_id: root!.id, name: 'Private' });
    expect((await personaCall(app, other, 'GET', `get-persona/${persona.id}`)).status).toBe(404);
    expect(
      (await personaCall(app, other, 'GET', `get-persona-paginated/${persona.id}/`)).status,
    ).toBe(404);
    expect((await personaCall(app, other, 'POST', `${persona.id}/toggle_love/`)).status).toBe(404);
    expect(
      (await personaCall(app, other, 'POST', `follow/${persona.id}/`, { follow: true })).status,
    ).toBe(404);

    const published = await personaCall(app, owner, 'PUT', `set_visibility/${persona.id}/`, {
      is_public: true,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ is_public: true });
    const seen = await personaCall(app, other, 'GET', `get-persona/${persona.id}/`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: persona.id, is_owned: false, is_public: true });
    // Only the owner edits, publishes or trashes it.
    const before = await personaFootprint(app.server.db);
    for (const [method, path, body] of [
      ['PUT', `edit-persona/${persona.id}/`, { name: 'Mine now' }],
      ['PUT', `set_visibility/${persona.id}/`, { is_public: false }],
      ['PUT', `trash-persona/${persona.id}/`, {}],
    ] as const) {
      expect((await personaCall(app, other, method, path, body)).status).toBe(404);
    }
    expect((await personaCall(app, owner, 'GET', `get-persona/${persona.id}`)).body).toMatchObject({
      name: 'Private',
      is_public: true,
      is_trashed: false,
    });
    expect(await personaFootprint(app.server.db)).toEqual(before);

    const hidden = await personaCall(app, owner, 'PUT', `set_visibility/${persona.id}/`, {
      is_public: false,
    });
    expect(hidden.body).toMatchObject({ is_public: false });
    expect((await personaCall(app, other, 'GET', `get-persona/${persona.id}`)).status).toBe(404);
    const bad = await personaCall(app, owner, 'PUT', `set_visibility/${persona.id}/`, {});
    expect(bad.status).toBe(400);
  });

  it('toggles love with upvote_count, and follow, and lists both', async () => {
    const persona = await createPersona(app, owner, {
      root_clip_id: root!.id,
      name: 'Loved',
      is_public: true,
    });
    const love = await personaCall(app, other, 'POST', `${persona.id}/toggle_love/`);
    expect(love).toEqual({ status: 200, body: { loved: true, upvote_count: 1 } });
    const ownerLove = await personaCall(app, owner, 'POST', `${persona.id}/toggle_love/`, {});
    expect(ownerLove.body).toEqual({ loved: true, upvote_count: 2 });
    // Setting what is already set changes nothing.
    const again = await personaCall(app, other, 'POST', `${persona.id}/toggle_love/`, {
      loved: true,
    });
    expect(again.body).toEqual({ loved: true, upvote_count: 2 });
    const seen = await personaCall(app, other, 'GET', `get-persona/${persona.id}`);
    expect(seen.body).toMatchObject({ is_loved: true, upvote_count: 2 });
    const loved = (await personaCall(app, other, 'GET', 'get-loved-personas/'))
      .body as unknown as PersonaPage;
    expect(loved.personas.map((one) => one.id)).toEqual([persona.id]);
    const unlove = await personaCall(app, other, 'POST', `${persona.id}/toggle_love/`);
    expect(unlove.body).toEqual({ loved: false, upvote_count: 1 });
    expect(
      ((await personaCall(app, other, 'GET', 'get-loved-personas/')).body as unknown as PersonaPage)
        .total_results,
    ).toBe(0);

    const follow = await personaCall(app, other, 'POST', `follow/${persona.id}/`, { follow: true });
    expect(follow.body).toEqual({ is_following: true, follower_count: 1 });
    const twice = await personaCall(app, other, 'POST', `follow/${persona.id}/`, { follow: true });
    expect(twice.body).toEqual({ is_following: true, follower_count: 1 });
    const followed = (await personaCall(app, other, 'GET', 'get-followed-personas/'))
      .body as unknown as PersonaPage;
    expect(followed.personas.map((one) => one.id)).toEqual([persona.id]);
    expect(followed.personas[0]).toMatchObject({ is_following: true, follower_count: 1 });
    const page = await personaCall(app, other, 'GET', `get-persona-paginated/${persona.id}/`);
    expect(page.body).toMatchObject({
      is_following: true,
      total_results: 0,
      current_page: 1,
      persona: { id: persona.id, persona_clips: [] },
    });
    const unfollow = await personaCall(app, other, 'POST', `follow/${persona.id}/`, {
      follow: false,
    });
    expect(unfollow.body).toEqual({ is_following: false, follower_count: 0 });
    const badBody = await personaCall(app, other, 'POST', `follow/${persona.id}/`, {
      follow: 'yes',
    });
    expect(badBody.status).toBe(400);
  });

  it('trashes and restores; a trashed persona leaves the lists and others lose sight of it', async () => {
    const persona = await createPersona(app, owner, {
      root_clip_id: root!.id,
      name: 'Binned',
      is_public: true,
    });
    await personaCall(app, other, 'POST', `${persona.id}/toggle_love/`);
    const trashed = await personaCall(app, owner, 'PUT', `trash-persona/${persona.id}/`);
    expect(trashed.body).toMatchObject({ is_trashed: true });
    const mine = (await personaCall(app, owner, 'GET', 'get-personas/'))
      .body as unknown as PersonaPage;
    expect(mine.personas.map((one) => one.id)).not.toContain(persona.id);
    const bin = (await personaCall(app, owner, 'GET', 'get-trashed-personas/'))
      .body as unknown as PersonaPage;
    expect(bin.personas.map((one) => one.id)).toEqual([persona.id]);
    expect((await personaCall(app, other, 'GET', `get-persona/${persona.id}`)).status).toBe(404);
    const loved = (await personaCall(app, other, 'GET', 'get-loved-personas/'))
      .body as unknown as PersonaPage;
    expect(loved.total_results).toBe(0);

    const restored = await personaCall(app, owner, 'PUT', `trash-persona/${persona.id}/`, {
      undo: true,
    });
    expect(restored.body).toMatchObject({ is_trashed: false, upvote_count: 1 });
    expect((await personaCall(app, other, 'GET', `get-persona/${persona.id}`)).status).toBe(200);
    const emptyBin = (await personaCall(app, owner, 'GET', 'get-trashed-personas/'))
      .body as unknown as PersonaPage;
    expect(emptyBin.total_results).toBe(0);
  });

  it('edits name and description; an empty name is Untitled Persona again', async () => {
    const persona = await createPersona(app, owner, { root_clip_id: root!.id, name: 'Draft' });
    const edited = await personaCall(app, owner, 'PUT', `edit-persona/${persona.id}/`, {
      name: 'Final',
      description: 'Alto, bright',
    });
    expect(edited.body).toMatchObject({ name: 'Final', description: 'Alto, bright' });
    const cleared = await personaCall(app, owner, 'PUT', `edit-persona/${persona.id}/`, {
      name: '',
    });
    expect(cleared.body).toMatchObject({ name: 'Untitled Persona', description: 'Alto, bright' });
    const long = await personaCall(app, owner, 'PUT', `edit-persona/${persona.id}/`, {
      name: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    const artist = await personaCall(app, owner, 'PUT', `edit-persona/${persona.id}/`, {
      name: 'Taylor Swift voice',
    });
    expect(artist.status).toBe(424);
    expect(artist.body).toMatchObject({ code: 'copyright' });
    expect((await personaCall(app, owner, 'GET', `get-persona/${persona.id}`)).body).toMatchObject({
      name: 'Untitled Persona',
    });
  });

  it("refuses a missing root clip, an instrumental, another user's clip and unknown ids, changing nothing", async () => {
    const before = await personaFootprint(app.server.db);
    const missing = await personaCall(app, owner, 'POST', 'create/', { name: 'No root' });
    expect(missing).toEqual({
      status: 400,
      body: { detail: 'Root clip ID is required.', code: 'rootClipRequired' },
    });
    const blank = await personaCall(app, owner, 'POST', 'create/', { root_clip_id: '  ' });
    expect(blank.body).toMatchObject({ code: 'rootClipRequired' });
    const noVocals = await personaCall(app, owner, 'POST', 'create/', {
      root_clip_id: instrumental!.id,
    });
    expect(noVocals.status).toBe(400);
    expect(noVocals.body).toMatchObject({ code: 'rootClipInstrumental' });
    const foreign = await personaCall(app, other, 'POST', 'create/', { root_clip_id: root!.id });
    expect(foreign.status).toBe(404);
    // A public clip of someone else is seen, but is not theirs to make a persona of.
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', '=', root!.id)
      .execute();
    const publicForeign = await personaCall(app, other, 'POST', 'create/', {
      root_clip_id: root!.id,
    });
    expect(publicForeign.status).toBe(403);
    expect(publicForeign.body).toMatchObject({ code: 'rootClipNotOwned' });
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: false })
      .where('id', '=', root!.id)
      .execute();
    const unknown = await personaCall(app, owner, 'POST', 'create/', {
      root_clip_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const notJson = await app.request('POST', '/api/persona/create/', {
      body: '{oops',
      jar: owner.jar,
    });
    expect(notJson.status).toBe(400);
    const copyright = await personaCall(app, owner, 'POST', 'create/', {
      root_clip_id: root!.id,
      name: 'Drake type beat',
    });
    expect(copyright.status).toBe(424);
    for (const path of [
      'get-persona/00000000-0000-4000-8000-000000000000',
      "get-persona/'; drop table persona; --",
      'get-persona-paginated/nope/?page=abc',
    ]) {
      expect((await personaCall(app, owner, 'GET', path)).status).toBe(404);
    }
    const anonymous = await app.request('GET', '/api/persona/get-personas/');
    expect(anonymous.status).toBe(401);
    expect(await personaFootprint(app.server.db)).toEqual(before);
  });
});
