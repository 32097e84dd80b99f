import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { PROFILE_MAX_PINS, PROFILE_PINS_LIMIT } from '../../../src/contracts/constants';
import type { PinResult, ProfileClips } from '../../../src/contracts/profile';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { caller, insertSong } from './helpers';

describe.each(databaseTargets)('profiles: pins (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let ada: TestUser;
  let bo: TestUser;
  /** Ada's public songs, oldest first. */
  const songs: string[] = [];
  const { ok, refused } = caller(() => app);
  const pin = (id: string, body: Record<string, unknown> = {}) =>
    ok<PinResult>(ada, 'POST', `/profiles/pin-clip/${id}`, {
      submit_to_contest: false,
      max_pins: PROFILE_MAX_PINS.artistProfiles,
      ...body,
    });
  const pinnedIds = async (user: TestUser | null, query = `?handle=${ada.handle}`) =>
    (await ok<ProfileClips>(user, 'GET', `/profiles/pinned-clips${query}`)).clips.map(
      (clip) => clip.id,
    );

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [ada, bo] = await Promise.all([signUp(app, 'ada'), signUp(app, 'bo')]);
    for (let index = 0; index < 7; index += 1) {
      const id = await insertSong(app.server.db, ada.id, `Song ${index}`);
      await ok(ada, 'POST', `/gen/${id}/set_visibility`, { is_public: true });
      songs.push(id);
    }
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('pins one of the owner’s public songs, shown to anyone, newest pin first', async () => {
    const first = await pin(songs[0]!);
    expect(first).toMatchObject({ clip_id: songs[0], is_pinned: true });
    expect(first.pinned_clips.map((clip) => clip.id)).toEqual([songs[0]]);
    expect(first.pinned_clips[0]!.is_pinned).toBe(true);
    await pin(songs[1]!);
    expect(await pinnedIds(null)).toEqual([songs[1], songs[0]]);
    expect(await pinnedIds(bo)).toEqual([songs[1], songs[0]]);
    expect(await pinnedIds(ada, '')).toEqual([songs[1], songs[0]]);
    const clip = await ok<Clip>(null, 'GET', `/clip/${songs[1]}`);
    expect(clip.is_pinned).toBe(true);
    // Pinning it again changes nothing, its place included.
    expect((await pin(songs[0]!)).pinned_clips.map((item) => item.id)).toEqual([
      songs[1],
      songs[0],
    ]);
  });

  it('lets the oldest pin give way beyond max_pins, and unpins', async () => {
    for (const id of songs.slice(2, 6)) await pin(id);
    expect(await pinnedIds(null)).toEqual(songs.slice(1, 6).reverse());
    expect((await pin(songs[6]!)).pinned_clips.map((clip) => clip.id)).toEqual(
      songs.slice(2, 7).reverse(),
    );
    const legacy = await pin(songs[0]!, { max_pins: PROFILE_MAX_PINS.legacy });
    expect(legacy.pinned_clips.map((clip) => clip.id)).toEqual([songs[0], songs[6], songs[5]]);
    expect((await ok<Clip>(ada, 'GET', `/clip/${songs[2]}`)).is_pinned).toBe(false);
    const off = await pin(songs[6]!, { unpin: true });
    expect(off).toMatchObject({ clip_id: songs[6], is_pinned: false });
    expect(off.pinned_clips.map((clip) => clip.id)).toEqual([songs[0], songs[5]]);
  });

  it('hides a pin whose song went private, and lets it go at the next pin', async () => {
    await ok(ada, 'POST', `/gen/${songs[5]}/set_visibility`, { is_public: false });
    expect(await pinnedIds(null)).toEqual([songs[0]]);
    await ok(ada, 'POST', `/gen/${songs[5]}/set_visibility`, { is_public: true });
    expect(await pinnedIds(null)).toEqual([songs[0], songs[5]]);
    await ok(ada, 'POST', `/gen/${songs[5]}/set_visibility`, { is_public: false });
    await pin(songs[1]!);
    await ok(ada, 'POST', `/gen/${songs[5]}/set_visibility`, { is_public: true });
    expect(await pinnedIds(null)).toEqual([songs[1], songs[0]]);
  });

  it('refuses private songs, others’ songs and bad bodies, changing nothing', async () => {
    const before = await pinnedIds(null);
    const hidden = await insertSong(app.server.db, ada.id, 'Draft');
    await refused(ada, 'POST', `/profiles/pin-clip/${hidden}`, {}, 400, 'pinNotPublic');
    await refused(bo, 'POST', `/profiles/pin-clip/${songs[3]}`, {}, 404, 'notFound');
    await refused(null, 'POST', `/profiles/pin-clip/${songs[3]}`, {}, 401, 'unauthorized');
    await refused(ada, 'POST', '/profiles/pin-clip/not-an-id', {}, 404, 'notFound');
    for (const max_pins of [0, PROFILE_PINS_LIMIT + 1, 2.5, '5']) {
      await refused(ada, 'POST', `/profiles/pin-clip/${songs[3]}`, { max_pins }, 400);
    }
    await refused(ada, 'POST', `/profiles/pin-clip/${songs[3]}`, { unpin: 'no' }, 400);
    expect(await pinnedIds(null)).toEqual(before);
    await refused(null, 'GET', '/profiles/pinned-clips', undefined, 401, 'unauthorized');
    await refused(null, 'GET', '/profiles/pinned-clips?handle=nobody_at_all', undefined, 404);
  });
});
