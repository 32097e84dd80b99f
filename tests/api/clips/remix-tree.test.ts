import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type {
  DirectChildrenByUserResponse,
  DirectChildrenResponse,
  UserRemixesResponse,
} from '../../../src/contracts/clip-family';
import { REMIX_PAGE_SIZE } from '../../../src/contracts/constants';
import { insertChild } from '../helpers/clip-rows';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generateOk, NO_WORKERS, signUp, simpleBody, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * The remix tree's calls (issue 14): who made clips from a clip (`direct_children_by_user/`),
 * the caller's own (`user_remixes_for_clip/`), and the owner's `show_remix` switch, which hides
 * others' remixes from everyone but the owner and each remix's maker.
 */
describe.each(databaseTargets)('remix tree (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let source: Clip;

  const get = async <T>(user: TestUser | null, path: string) => {
    const response = await app.request('GET', `/api/clips/${path}`, user ? { jar: user.jar } : {});
    return { status: response.status, body: (await response.json()) as T };
  };
  const byUser = (user: TestUser | null, clipId = source.id, page = 1) =>
    get<DirectChildrenByUserResponse>(
      user,
      `direct_children_by_user/?clip_id=${clipId}&page=${page}`,
    );
  const mine = (user: TestUser | null, clipId = source.id) =>
    get<UserRemixesResponse>(user, `user_remixes_for_clip/?clip_id=${clipId}`);
  const children = (user: TestUser | null) =>
    get<DirectChildrenResponse>(user, `direct_children?clip_id=${source.id}`);
  const count = async (user: TestUser | null) =>
    (await get<{ count: number }>(user, `direct_children_count?clip_id=${source.id}`)).body.count;
  const setShowRemix = (showRemix: boolean) =>
    app.server.db.updateTable('clip').set({ showRemix }).where('id', '=', source.id).execute();

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, bob, carol] = await Promise.all([
      signUp(app, 'owner'),
      signUp(app, 'bob'),
      signUp(app, 'carol'),
    ]);
    source = (await generateOk(app, owner, simpleBody('a song others remix'))).clips[0]!;
    const db = app.server.db;
    await db.updateTable('clip').set({ isPublic: true }).where('id', '=', source.id).execute();
    const cover = { cover_clip_id: source.id, source_clip_ids: [source.id] };
    const extend = { task: 'extend', continue_clip_id: source.id };
    const child = (user: TestUser, title: string, minutesAgo: number, isPublic: boolean) =>
      insertChild(db, source, {
        userId: user.id,
        title,
        metadata: title.includes('cover') ? cover : extend,
        minutesAgo,
        isPublic,
      });
    await child(bob, 'Bob cover', 1, true);
    await child(bob, 'Bob extend', 3, true);
    await child(bob, 'Bob private cover', 2, false);
    await child(carol, 'Carol cover', 5, true);
    await child(owner, 'Owner private extend', 4, false);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('names who made clips from a clip, most recent first, counting what the caller may see', async () => {
    const anonymous = await byUser(null);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.users.map((user) => [user.handle, user.num_clips])).toEqual([
      [bob.handle, 2],
      [carol.handle, 1],
    ]);
    expect(anonymous.body).toMatchObject({ num_total_results: 2, current_page: 1 });
    // Bob sees his private cover; the owner sees their private extension; nobody another's.
    expect((await byUser(bob)).body.users[0]).toMatchObject({ handle: bob.handle, num_clips: 3 });
    const ownerView = (await byUser(owner)).body.users.map((user) => user.handle);
    expect(ownerView).toEqual([bob.handle, owner.handle, carol.handle]);
    expect((await byUser(null, source.id, 2)).body.users).toEqual([]);
    expect(REMIX_PAGE_SIZE).toBe(20);
  });

  it("lists the caller's own remixes of a clip, private ones too, and refuses signed-out callers", async () => {
    const bobs = await mine(bob);
    expect(bobs.status).toBe(200);
    expect(bobs.body.clips.map((clip) => clip.title)).toEqual([
      'Bob cover',
      'Bob private cover',
      'Bob extend',
    ]);
    expect(bobs.body.num_total_results).toBe(3);
    expect((await mine(carol)).body.clips.map((clip) => clip.title)).toEqual(['Carol cover']);
    const anonymous = await mine(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ detail: expect.any(String) });
  });

  it('with show_remix off, shows others only their own remixes; the owner still sees all', async () => {
    await setShowRemix(false);
    try {
      expect((await children(null)).body.clips).toEqual([]);
      expect(await count(null)).toBe(0);
      expect((await byUser(null)).body.users).toEqual([]);
      const carolsView = await children(carol);
      expect(carolsView.body.clips.map((clip) => clip.title)).toEqual(['Carol cover']);
      expect(await count(bob)).toBe(3);
      expect((await mine(bob)).body.num_total_results).toBe(3);
      // Their own private one, and every public one (Bob's private cover stays his).
      expect(await count(owner)).toBe(4);
    } finally {
      await setShowRemix(true);
    }
    expect(await count(null)).toBe(3);
  });

  it('answers a private source as an unknown clip, and bad queries with 400', async () => {
    const db = app.server.db;
    await db.updateTable('clip').set({ isPublic: false }).where('id', '=', source.id).execute();
    try {
      for (const viewer of [bob, null]) {
        expect((await byUser(viewer)).status).toBe(404);
      }
      expect((await mine(bob)).status).toBe(404);
      expect((await byUser(owner)).status).toBe(200);
    } finally {
      await db.updateTable('clip').set({ isPublic: true }).where('id', '=', source.id).execute();
    }
    for (const query of ['', `clip_id=${source.id}&page=0`, `clip_id=${source.id}&page=x`]) {
      const refused = await get<{ detail: string }>(bob, `direct_children_by_user/?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.detail).toEqual(expect.any(String));
      expect((await get(bob, `user_remixes_for_clip/?${query}`)).status, query).toBe(400);
    }
  });
});
