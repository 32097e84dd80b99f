import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { FEATURE_FLAG_DEFAULTS } from '../../../src/contracts/constants';
import type { GenerateResponse } from '../../../src/contracts/generation';
import type { Playlist } from '../../../src/contracts/playlist';
import type { PlaybarState } from '../../../src/contracts/music-player';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  customBody,
  generateOk,
  NO_WORKERS,
  setUser,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

type Answer = { status: number; body: Record<string, unknown> };
interface ClipShape {
  tags?: string;
  isPublic?: boolean;
  status?: 'complete' | 'streaming';
  isTrashed?: boolean;
  playCount?: number;
}

describe.each(databaseTargets)('music player calls (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let template: Record<string, unknown>;

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => {
    const response = await app.request(method, `/api${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} } as Answer;
  };
  const ok = async (
    user: TestUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => {
    const answer = await call(user, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const ids = (body: Record<string, unknown>) => (body.clips as Clip[]).map((clip) => clip.id);

  /** A clip of `user` made from the template row, public and complete unless told. */
  const makeClip = async (user: TestUser, shape: ClipShape = {}) => {
    const id = randomUUID();
    const metadata = {
      ...(template.metadata as Record<string, unknown>),
      tags: shape.tags ?? 'ambient',
    };
    await app.server.db
      .insertInto('clip')
      .values({
        ...template,
        id,
        userId: user.id,
        metadata: JSON.stringify(metadata),
        status: shape.status ?? 'complete',
        isPublic: shape.isPublic ?? true,
        isTrashed: shape.isTrashed ?? false,
        playCount: shape.playCount ?? 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as never)
      .execute();
    return id;
  };
  const playCountOf = async (id: string) =>
    (
      await app.server.db
        .selectFrom('clip')
        .select('playCount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).playCount;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    await setUser(app.server.db, owner.id, { tier: 'premier', credits: 10_000 });
    const made = (await generateOk(app, owner, customBody)) as GenerateResponse;
    template = (await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', made.clips[0]!.id)
      .executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  describe('get_songs_by_ids', () => {
    it('answers the clips the caller may see, in the order asked, once each', async () => {
      const mine = await makeClip(owner, { isPublic: false });
      const theirsPublic = await makeClip(other);
      const theirsPrivate = await makeClip(other, { isPublic: false });
      const trashed = await makeClip(owner, { isTrashed: true });
      const asked = [theirsPublic, theirsPrivate, mine, trashed, 'unknown', theirsPublic].join(',');
      expect(ids(await ok(owner, 'GET', `/clips/get_songs_by_ids?ids=${asked}`))).toEqual([
        theirsPublic,
        mine,
      ]);
      expect(ids(await ok(null, 'GET', `/clips/get_songs_by_ids?ids=${asked}`))).toEqual([
        theirsPublic,
      ]);
      expect(ids(await ok(null, 'GET', '/clips/get_songs_by_ids'))).toEqual([]);
    });

    it('refuses more ids than one call reads', async () => {
      const many = Array.from({ length: 501 }, (_, index) => `id${index}`).join(',');
      const answer = await call(owner, 'GET', `/clips/get_songs_by_ids?ids=${many}`);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBeTruthy();
    });
  });

  describe('play counts', () => {
    it('counts one play on the old call, for anyone who may play the clip', async () => {
      const id = await makeClip(other);
      expect(await ok(null, 'POST', `/gen/${id}/increment_play_count/`)).toEqual({ play_count: 1 });
      expect(await ok(owner, 'POST', `/gen/${id}/increment_play_count/`)).toEqual({
        play_count: 2,
      });
    });

    it('counts sample_factor plays on v2, never more than the clip’s own factor', async () => {
      const fresh = await makeClip(other);
      // A clip under 100 plays samples every play: a factor of 5 is a lie, counted as 1.
      expect(
        await ok(owner, 'POST', `/gen/${fresh}/increment_play_count/v2`, { sample_factor: 5 }),
      ).toEqual({ play_count: 1 });
      const played = await makeClip(other, { playCount: 300 });
      await ok(owner, 'POST', `/gen/${played}/increment_play_count/v2`, { sample_factor: 4 });
      expect(await playCountOf(played)).toBe(304);
      await ok(owner, 'POST', `/gen/${played}/increment_play_count/v2`, { sample_factor: 50 });
      expect(await playCountOf(played)).toBe(308);
    });

    it('answers 404 for a clip the caller may not play and 400 for a bad factor', async () => {
      const hidden = await makeClip(other, { isPublic: false });
      for (const user of [null, owner]) {
        expect((await call(user, 'POST', `/gen/${hidden}/increment_play_count/`)).status).toBe(404);
      }
      expect(await playCountOf(hidden)).toBe(0);
      const id = await makeClip(other);
      for (const body of [
        {},
        { sample_factor: 0 },
        { sample_factor: 1.5 },
        { sample_factor: 'x' },
      ]) {
        const answer = await call(owner, 'POST', `/gen/${id}/increment_play_count/v2`, body);
        expect(answer.status).toBe(400);
        expect(answer.body.detail).toBeTruthy();
      }
    });
  });

  describe('autoplay', () => {
    it('offers public complete clips like the seed: its style first, then its creator, never the queue', async () => {
      const style = `zydecoglitch${Math.random().toString(36).slice(2, 8)}`;
      const seed = await makeClip(other, { tags: `${style}, polka` });
      const alike = await makeClip(owner, { tags: `${style} revival` });
      const sameCreator = await makeClip(other, { tags: 'unrelated' });
      const popular = await makeClip(owner, { tags: 'unrelated', playCount: 100_000 });
      const queued = await makeClip(owner, { tags: style });
      const hidden = [
        await makeClip(owner, { tags: style, isPublic: false }),
        await makeClip(owner, { tags: style, isTrashed: true }),
        await makeClip(owner, { tags: style, status: 'streaming' }),
      ];
      const body = await ok(null, 'POST', '/clips/autoplay/', {
        clip_id: seed,
        clips_in_queue: [queued],
        page_size: 30,
      });
      const offered = ids(body);
      expect(offered[0]).toBe(alike);
      // Then the seed's creator's songs, before even a more played song of someone else.
      expect(offered.indexOf(sameCreator)).toBeGreaterThan(0);
      expect(offered.indexOf(sameCreator)).toBeLessThan(offered.indexOf(popular));
      expect(offered).not.toContain(seed);
      expect(offered).not.toContain(queued);
      for (const id of hidden) expect(offered).not.toContain(id);
      expect(offered.length).toBeLessThanOrEqual(30);
      const few = await ok(owner, 'POST', '/clips/autoplay/', {
        clip_id: seed,
        clips_in_queue: [queued],
        page_size: 1,
      });
      expect(ids(few)).toEqual([alike]);
    });

    it('only the last 50 ids of the queue are avoided', async () => {
      const style = `shoegazecore${Math.random().toString(36).slice(2, 8)}`;
      const early = await makeClip(owner, { tags: style });
      const late = await makeClip(owner, { tags: style });
      const filler = Array.from({ length: 50 }, (_, index) => `filler-${index}`);
      const body = await ok(owner, 'POST', '/clips/autoplay/', {
        query: style,
        clips_in_queue: [early, ...filler, late],
      });
      expect(ids(body)[0]).toBe(early);
      expect(ids(body)).not.toContain(late);
    });

    it('seeds from a playlist the caller may see, leaving its songs out', async () => {
      const style = `vaporfunk${Math.random().toString(36).slice(2, 8)}`;
      const inPlaylist = await makeClip(owner, { tags: style });
      const alike = await makeClip(other, { tags: style });
      const playlist = (await ok(owner, 'POST', '/playlist/create/', {
        name: 'Seed',
      })) as unknown as Playlist;
      await ok(owner, 'POST', '/playlist/update_clips/', {
        playlist_id: playlist.id,
        update_type: 'add',
        metadata: { clip_ids: [inPlaylist] },
      });
      const offered = ids(
        await ok(owner, 'POST', '/clips/autoplay/', { playlist_id: playlist.id }),
      );
      expect(offered[0]).toBe(alike);
      expect(offered).not.toContain(inPlaylist);
      expect(
        (await call(other, 'POST', '/clips/autoplay/', { playlist_id: playlist.id })).status,
      ).toBe(404);
    });

    it('answers 404 for a seed the caller may not see and 400 for a bad body', async () => {
      const hidden = await makeClip(owner, { isPublic: false });
      expect((await call(other, 'POST', '/clips/autoplay/', { clip_id: hidden })).status).toBe(404);
      expect((await call(null, 'POST', '/clips/autoplay/', { clip_id: hidden })).status).toBe(404);
      for (const body of [{ page_size: 31 }, { clips_in_queue: 'a' }, { query: 'x'.repeat(257) }]) {
        const answer = await call(owner, 'POST', '/clips/autoplay/', body);
        expect(answer.status).toBe(400);
        expect(answer.body.detail).toBeTruthy();
      }
    });
  });

  describe('playbar state', () => {
    const stateOf = (queue: string[], index: number): PlaybarState => ({
      playbar_state: 'paused',
      song_index: index,
      song_play_time: 42.5,
      repeat_state: 'repeat',
      action_time: '2026-11-25T12:00:00.000Z',
      song_ids_in_queue: queue,
      volume: 0.4,
      device_id: 'device-a',
      device_type: 'mobile',
      context_id: 'tag',
      context_type: 'style_tag',
    });

    it('is for signed-in users only', async () => {
      expect((await call(null, 'GET', '/music_player/playbar_state')).status).toBe(401);
      const answer = await call(null, 'POST', '/music_player/playbar_state', stateOf(['a'], 0));
      expect(answer.status).toBe(401);
    });

    it('is null before any is saved', async () => {
      const fresh = await signUp(app, 'fresh');
      expect(await ok(fresh, 'GET', '/music_player/playbar_state')).toEqual({
        state: null,
        clips: [],
      });
    });

    it('saved by one session is read by another session of the same user, clips and all', async () => {
      const queue = [await makeClip(owner), await makeClip(other), await makeClip(owner)];
      await ok(owner, 'POST', '/music_player/playbar_state', stateOf(queue, 1));
      const second = { ...owner, jar: new (owner.jar.constructor as new () => typeof owner.jar)() };
      const signIn = await app.request('POST', '/api/auth/sign-in/email', {
        body: { email: `${owner.handle}@example.com`, password: 'correct horse battery' },
        jar: second.jar,
      });
      expect(signIn.status).toBe(200);
      const read = await ok(second, 'GET', '/music_player/playbar_state');
      expect(read.state).toEqual(stateOf(queue, 1));
      expect(ids(read)).toEqual(queue);
      // One row a user: the next save replaces it.
      await ok(second, 'POST', '/music_player/playbar_state', {
        ...stateOf(queue, 2),
        playbar_state: 'playing',
      });
      expect(
        ((await ok(owner, 'GET', '/music_player/playbar_state')).state as PlaybarState).song_index,
      ).toBe(2);
      expect((await ok(other, 'GET', '/music_player/playbar_state')).state).toBeNull();
    });

    it('leaves out songs no longer playable, following the current one', async () => {
      const [first, gone, current] = [
        await makeClip(owner),
        await makeClip(other),
        await makeClip(owner),
      ];
      await ok(owner, 'POST', '/music_player/playbar_state', stateOf([first!, gone!, current!], 2));
      await app.server.db
        .updateTable('clip')
        .set({ isPublic: false })
        .where('id', '=', gone!)
        .execute();
      const read = await ok(owner, 'GET', '/music_player/playbar_state');
      expect(read.state).toMatchObject({
        song_ids_in_queue: [first, current],
        song_index: 1,
        song_play_time: 42.5,
      });
      expect(ids(read)).toEqual([first, current]);
    });

    it('refuses a state that does not fit the spec’s fields', async () => {
      const good = stateOf(['a', 'b'], 0);
      for (const body of [
        { ...good, song_index: 2 },
        { ...good, volume: 1.5 },
        { ...good, playbar_state: 'stopped' },
        { ...good, device_type: 'tv' },
        { ...good, context_type: 'nowhere' },
        { ...good, action_time: 'yesterday' },
        { ...good, song_ids_in_queue: undefined },
      ]) {
        const answer = await call(owner, 'POST', '/music_player/playbar_state', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.detail).toBeTruthy();
      }
    });
  });

  it('serves the feature flags to anyone', async () => {
    expect(await ok(null, 'GET', '/feature-flags')).toEqual({ flags: FEATURE_FLAG_DEFAULTS });
  });
});
