import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_BIO_MAX_CHARS,
  PROFILE_BIO_MAX_LINES,
  PROFILE_CLIPS_PAGE_SIZE,
} from '../../../src/contracts/constants';
import type {
  Profile,
  ProfileClips,
  ProfilePersonasPage,
  ProfilePlaylistsPage,
  RemixesInspiredPage,
} from '../../../src/contracts/profile';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, PASSWORD, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { insertPersona } from '../security/rows';
import { caller, insertSong } from './helpers';

describe.each(databaseTargets)('profiles: reads and edits (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let creator: TestUser;
  let fan: TestUser;
  /** The creator's public songs, oldest first. */
  const shown: string[] = [];
  const { call, ok, refused } = caller(() => app);
  const profile = (user: TestUser | null, path: string) =>
    ok<Profile>(user, 'GET', `/profiles/${path}`);
  const publish = (user: TestUser, id: string) =>
    ok(user, 'POST', `/gen/${id}/set_visibility`, { is_public: true });

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [creator, fan] = await Promise.all([signUp(app, 'creator'), signUp(app, 'fan')]);
    const db = app.server.db;
    for (let index = 0; index < PROFILE_CLIPS_PAGE_SIZE + 2; index += 1) {
      const id = await insertSong(db, creator.id, `Song ${index}`);
      await publish(creator, id);
      shown.push(id);
    }
    // Neither a private song nor a trashed one shows or counts.
    await insertSong(db, creator.id, 'Private');
    const trashed = await insertSong(db, creator.id, 'Trashed');
    await publish(creator, trashed);
    await ok(creator, 'POST', '/gen/trash/', { trash: true, clip_ids: [trashed] });
    await db
      .updateTable('clip')
      .set({ upvoteCount: 5, playCount: 2 })
      .where('id', '=', shown[3]!)
      .execute();
    await db
      .updateTable('clip')
      .set({ upvoteCount: 3, playCount: 9 })
      .where('id', '=', shown[7]!)
      .execute();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers a creator’s profile to anyone, whatever the handle’s case, with a page of songs', async () => {
    for (const path of [creator.handle, creator.handle.toUpperCase(), `${creator.handle}/`]) {
      const read = await profile(null, path);
      expect(read).toMatchObject({
        user_id: creator.id,
        handle: creator.handle,
        display_name: creator.handle,
        avatar_image_url: null,
        profile_description: '',
        is_following: false,
        num_total_clips: PROFILE_CLIPS_PAGE_SIZE + 2,
        current_page: 1,
        stats: {
          followers_count: 0,
          following_count: 0,
          upvote_count__sum: 8,
          play_count__sum: 11,
        },
      });
      expect(read.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(read.clips.map((clip) => clip.id)).toEqual(shown.slice(2).reverse());
    }
    const second = await profile(fan, `${creator.handle}?page=2`);
    expect(second.clips.map((clip) => clip.id)).toEqual([shown[1], shown[0]]);
    expect(second.current_page).toBe(2);
    expect((await profile(fan, `${creator.handle}?page=3`)).clips).toEqual([]);
  });

  it.each(['nobody_here', 'x', '<script>', 'a'.repeat(500), '%E2%9C%93'])(
    'answers 404 notFound for the unknown handle %s, on every read',
    async (handle) => {
      for (const path of [
        '',
        '/remixes-inspired',
        '/remixes-inspired-count',
        '/playlists',
        '/personas',
      ]) {
        const answer = await call(null, 'GET', `/profiles/${handle}${path}`);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ detail: 'Profile not found', code: 'notFound' });
      }
    },
  );

  it('reveals nothing private: no email, no credits, no tier', async () => {
    const response = await app.request('GET', `/api/profiles/${creator.handle}`);
    const text = await response.text();
    expect(text).not.toContain('@example.com');
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual([
      'avatar_image_url',
      'clips',
      'created_at',
      'current_page',
      'display_name',
      'handle',
      'is_following',
      'num_total_clips',
      'profile_description',
      'stats',
      'user_id',
    ]);
  });

  it('lets the owner edit their name and bio, within limits', async () => {
    const bio = 'Songs about the sea.\nMostly folk.';
    expect(
      await ok(creator, 'POST', '/profiles/edit', {
        display_name: '  Sea Singer ',
        profile_description: `  ${bio}   \n`,
      }),
    ).toEqual({ display_name: 'Sea Singer', profile_description: bio });
    expect(await profile(null, creator.handle)).toMatchObject({
      display_name: 'Sea Singer',
      profile_description: bio,
    });
    const path = '/profiles/edit';
    await refused(null, 'POST', path, { profile_description: 'x' }, 401, 'unauthorized');
    const long = { profile_description: 'x'.repeat(PROFILE_BIO_MAX_CHARS + 1) };
    await refused(creator, 'POST', path, long, 400, 'validation');
    const tall = {
      profile_description: Array(PROFILE_BIO_MAX_LINES + 1)
        .fill('la')
        .join('\n'),
    };
    await refused(creator, 'POST', path, tall, 400, 'validation');
    await refused(creator, 'POST', path, { display_name: '   ' }, 400, 'validation');
    await refused(creator, 'POST', path, { display_name: 'n'.repeat(101) }, 400, 'validation');
    const bad = { profile_description: 'about child porn' };
    await refused(creator, 'POST', path, bad, 422, 'textModeration');
    expect((await profile(null, creator.handle)).profile_description).toBe(bio);
    // Only one's own: another's edit changes the caller's profile, never the creator's.
    await ok(fan, 'POST', path, { profile_description: 'A fan.' });
    expect((await profile(null, creator.handle)).profile_description).toBe(bio);
  });

  it('answers the top songs, most liked first, to anyone; the caller’s own without a handle', async () => {
    const top = await ok<ProfileClips>(null, 'GET', `/profiles/top_clips?handle=${creator.handle}`);
    expect(top.clips.slice(0, 2).map((clip) => clip.id)).toEqual([shown[3], shown[7]]);
    expect(top.clips).toHaveLength(10);
    const own = await ok<ProfileClips>(creator, 'GET', '/profiles/top_clips');
    expect(own.clips.map((clip) => clip.id)).toEqual(top.clips.map((clip) => clip.id));
    await refused(null, 'GET', '/profiles/top_clips', undefined, 401, 'unauthorized');
    await refused(null, 'GET', '/profiles/top_clips?handle=nobody_here', undefined, 404);
  });

  it('answers public playlists and personas only', async () => {
    const make = (name: string) =>
      ok<{ id: string }>(creator, 'POST', '/playlist/create', { name, clip_ids: [shown[0]] });
    const open = await make('Open');
    await make('Closed');
    await ok(creator, 'POST', `/playlist_reaction/${open.id}/set_visibility`, { is_public: true });
    const playlists = await ok<ProfilePlaylistsPage>(
      fan,
      'GET',
      `/profiles/${creator.handle}/playlists`,
    );
    expect(playlists.playlists.map((item) => item.name)).toEqual(['Open']);
    expect(playlists.num_total_results).toBe(1);

    const db = app.server.db;
    const [persona] = await Promise.all([
      insertPersona(db, creator.id),
      insertPersona(db, creator.id),
    ]);
    await db.updateTable('persona').set({ isPublic: true }).where('id', '=', persona).execute();
    const personas = await ok<ProfilePersonasPage>(
      null,
      'GET',
      `/profiles/${creator.handle}/personas`,
    );
    expect(personas.personas.map((item) => item.id)).toEqual([persona]);
    expect(personas.num_total_results).toBe(1);
    await refused(null, 'GET', `/profiles/${creator.handle}/personas?page=x`, undefined, 400);
  });

  it('counts and lists the remixes others made of the creator’s public songs', async () => {
    const db = app.server.db;
    const cover = await insertSong(db, fan.id, 'Fan cover', { cover_clip_id: shown[0] });
    const merge = await insertSong(db, fan.id, 'Fan merge', { source_clip_ids: ['x', shown[1]] });
    for (const id of [cover, merge]) await publish(fan, id);
    // Not counted: a private remix, the creator's own remix, a remix of a private song.
    await insertSong(db, fan.id, 'Unpublished', { continue_clip_id: shown[0] });
    await publish(creator, await insertSong(db, creator.id, 'Own', { cover_clip_id: shown[0] }));
    const draft = await insertSong(db, creator.id, 'Draft');
    await publish(fan, await insertSong(db, fan.id, 'Of a draft', { cover_clip_id: draft }));

    const count = await ok(null, 'GET', `/profiles/${creator.handle}/remixes-inspired-count/`);
    expect(count).toEqual({ count: 2 });
    const page = await ok<RemixesInspiredPage>(
      fan,
      'GET',
      `/profiles/${creator.handle}/remixes-inspired/`,
    );
    expect(page.clips.map((clip) => clip.title)).toEqual(['Fan merge', 'Fan cover']);
    expect(page.inspired_by).toEqual({ [cover]: shown[0], [merge]: shown[1] });
    expect(page.num_total_results).toBe(2);
    // The owner hides a song's remixes: they no longer count.
    await ok(creator, 'POST', `/clips/${shown[1]}/toggle_show_remixes`, { show_remix: false });
    expect(await ok(null, 'GET', `/profiles/${creator.handle}/remixes-inspired-count`)).toEqual({
      count: 1,
    });
    expect(await ok(null, 'GET', `/profiles/${fan.handle}/remixes-inspired-count`)).toEqual({
      count: 0,
    });
  });

  it.each(['followers', 'Following', 'top_clips'])(
    'keeps the handle %s for the fixed reads',
    async (handle) => {
      const answer = await call(null, 'POST', '/auth/sign-up/email', {
        email: `${handle}@example.com`,
        password: PASSWORD,
        name: handle,
        handle,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('handleInvalid');
    },
  );
});
