import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { GenerateResponse } from '../../../src/contracts/generation';
import type { Playlist, PlaylistPage } from '../../../src/contracts/playlist';
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

describe.each(databaseTargets)('playlists (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  /** The owner's songs (private), oldest first: two generated, the rest copies of them. */
  let songs: Clip[];
  /** Another user's private song and public song. */
  let othersPrivate: Clip;
  let othersPublic: Clip;

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const response = await app.request(method, `/api${path}`, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
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
  const create = async (body: unknown = {}, user = owner) =>
    (await ok(user, 'POST', '/playlist/create/', body)) as unknown as Playlist;
  const read = async (id: string, user: TestUser | null = owner, page = 1) =>
    (await ok(user, 'GET', `/playlist/${id}/?page=${page}`)) as unknown as Playlist;
  const update = (playlistId: string, type: string, clipIds: string[], user = owner) =>
    call(user, 'POST', '/playlist/update_clips/', {
      playlist_id: playlistId,
      update_type: type,
      metadata: { clip_ids: clipIds },
      recommendation_metadata: { source: 'test' },
    });

  /** Copies of a generated clip under new ids: songs to file without rendering any. */
  const copies = async (clip: Clip, count: number): Promise<Clip[]> => {
    const row = await app.server.db
      .selectFrom('clip')
      .selectAll()
      .where('id', '=', clip.id)
      .executeTakeFirstOrThrow();
    const made: Clip[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = randomUUID();
      await app.server.db
        .insertInto('clip')
        .values({
          ...row,
          id,
          title: `${row.title} ${index + 1}`,
          metadata: JSON.stringify(row.metadata),
          createdAt: new Date(Date.now() + index),
          updatedAt: new Date(),
        })
        .execute();
      made.push({ ...clip, id, title: `${row.title} ${index + 1}` });
    }
    return made;
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    [owner, other] = await Promise.all([signUp(app, 'owner'), signUp(app, 'other')]);
    for (const user of [owner, other]) {
      await setUser(app.server.db, user.id, { tier: 'premier', credits: 10_000 });
    }
    const mine = (await generateOk(app, owner, customBody)) as GenerateResponse;
    songs = [...mine.clips, ...(await copies(mine.clips[0]!, 12))];
    const theirs = await generateOk(app, other, { ...customBody, title: 'Theirs' });
    [othersPrivate, othersPublic] = theirs.clips as [Clip, Clip];
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', '=', othersPublic.id)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("creates an empty private playlist named 'Untitled' by default", async () => {
    const playlist = await create();
    expect(playlist).toMatchObject({
      name: 'Untitled',
      description: '',
      is_owned: true,
      is_public: false,
      is_trashed: false,
      is_liked: false,
      upvote_count: 0,
      play_count: 0,
      clipIds: [],
      playlist_clips: [],
      num_total_results: 0,
      image_urls: [],
      handle: owner.handle,
    });
    const named = await create({ name: '  Road trip ', clip_ids: [songs[0]!.id] });
    expect(named.name).toBe('Road trip');
    expect(named.clipIds).toEqual([songs[0]!.id]);
    const tooLong = await call(owner, 'POST', '/playlist/create/', { name: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toEqual(expect.any(String));
    const signedOut = await call(null, 'POST', '/playlist/create/', {});
    expect(signedOut.status).toBe(401);
  });

  it('adds, reorders and removes clips, pages them 12 at a time', async () => {
    const playlist = await create({ name: 'All of them' });
    const ids = songs.map((song) => song.id);
    const added = await update(playlist.id, 'add', [...ids, ids[0]!]);
    expect(added.status).toBe(200);
    expect((added.body as unknown as Playlist).clipIds).toEqual(ids);
    // Adding again keeps one of each, in place.
    const again = await update(playlist.id, 'add', [ids[3]!, othersPublic.id]);
    expect((again.body as unknown as Playlist).clipIds).toEqual([...ids, othersPublic.id]);

    const first = await read(playlist.id);
    expect(first.num_total_results).toBe(15);
    expect(first.current_page).toBe(1);
    expect(first.playlist_clips.map((entry) => entry.clip.id)).toEqual(ids.slice(0, 12));
    expect(first.playlist_clips[0]!.relative_index).toBe(0);
    const second = await read(playlist.id, owner, 2);
    expect(second.playlist_clips.map((entry) => entry.relative_index)).toEqual([12, 13, 14]);

    const reordered = await update(playlist.id, 'reorder', [othersPublic.id, ids[5]!, 'unknown']);
    const order = (reordered.body as unknown as Playlist).clipIds;
    expect(order).toEqual([othersPublic.id, ids[5]!, ...ids.filter((id) => id !== ids[5])]);

    const removed = await update(playlist.id, 'remove_by_id', [ids[5]!, othersPublic.id]);
    expect((removed.body as unknown as Playlist).clipIds).toEqual(
      ids.filter((id) => id !== ids[5]),
    );
    const positions = await app.server.db
      .selectFrom('playlist_clip')
      .select('position')
      .where('playlistId', '=', playlist.id)
      .orderBy('position')
      .execute();
    expect(positions.map((row) => row.position)).toEqual([...Array(13).keys()]);
  });

  it("refuses another's private clip, an unknown update type, and a stranger's edits", async () => {
    const playlist = await create({ name: 'Mine', clip_ids: [songs[1]!.id] });
    const foreign = await update(playlist.id, 'add', [songs[2]!.id, othersPrivate.id]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Clip not found');
    const unknownType = await update(playlist.id, 'shuffle', [songs[2]!.id]);
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.detail).toEqual(expect.any(String));
    const empty = await update(playlist.id, 'add', []);
    expect(empty.status).toBe(400);

    const stranger = await update(playlist.id, 'remove_by_id', [songs[1]!.id], other);
    expect(stranger.status).toBe(404);
    expect(stranger.body.detail).toBe('Playlist not found');
    for (const [path, body] of [
      ['/playlist/set_metadata/', { playlist_id: playlist.id, name: 'Stolen' }],
      ['/playlist/trash/', { playlist_id: playlist.id }],
      [`/playlist_reaction/${playlist.id}/set_visibility/`, { is_public: true }],
    ] as const) {
      expect((await call(other, 'POST', path, body)).status).toBe(404);
    }
    expect((await call(other, 'GET', `/playlist/${playlist.id}/`)).status).toBe(404);
    expect((await call(null, 'GET', `/playlist/${playlist.id}/`)).status).toBe(404);
    expect((await call(owner, 'GET', '/playlist/not-an-id/')).status).toBe(404);
    const after = await read(playlist.id);
    expect(after).toMatchObject({ name: 'Mine', is_public: false, is_trashed: false });
    expect(after.clipIds).toEqual([songs[1]!.id]);
  });

  it('renames, publishes to anyone (signed out too) without showing private songs', async () => {
    const playlist = await create({ clip_ids: [songs[0]!.id, othersPublic.id] });
    const renamed = await ok(owner, 'POST', '/playlist/set_metadata/', {
      playlist_id: playlist.id,
      name: 'Summer',
      description: 'Warm songs',
    });
    expect(renamed).toMatchObject({ name: 'Summer', description: 'Warm songs' });
    const published = await ok(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: true,
    });
    expect(published.is_public).toBe(true);
    // The owner's song is private: others see only the public one.
    const seen = await read(playlist.id, other);
    expect(seen).toMatchObject({ is_owned: false, clipIds: [othersPublic.id] });
    const signedOut = await read(playlist.id, null);
    expect(signedOut.clipIds).toEqual([othersPublic.id]);
    expect(signedOut.playlist_clips[0]!.clip.id).toBe(othersPublic.id);
    const bad = await call(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: 'yes',
    });
    expect(bad.status).toBe(400);
  });

  it('trashes and restores; lists mine by page, trash and name', async () => {
    const playlist = await create({ name: 'Trash me' });
    const trashed = await ok(owner, 'POST', '/playlist/trash/', { playlist_id: playlist.id });
    expect(trashed.is_trashed).toBe(true);
    const mine = (await ok(owner, 'GET', '/playlist/me?page=1')) as unknown as PlaylistPage;
    expect(mine.playlists.map((item) => item.id)).not.toContain(playlist.id);
    expect(mine.current_page).toBe(1);
    expect(mine.num_total_results).toBe(mine.playlists.length);
    // Newest first.
    const created = mine.playlists.map((item) => item.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const inTrash = (await ok(
      owner,
      'GET',
      '/playlist/me?show_trashed=true',
    )) as unknown as PlaylistPage;
    expect(inTrash.playlists.map((item) => item.id)).toEqual([playlist.id]);
    const byName = (await ok(owner, 'GET', '/playlist/me?query=summ')) as unknown as PlaylistPage;
    expect(byName.playlists.map((item) => item.name)).toEqual(['Summer']);
    const restored = await ok(owner, 'POST', '/playlist/trash/', {
      playlist_id: playlist.id,
      undo_trash: true,
    });
    expect(restored.is_trashed).toBe(false);
    const theirs = (await ok(other, 'GET', '/playlist/me')) as unknown as PlaylistPage;
    expect(theirs.num_total_results).toBe(0);
  });

  it('likes and unlikes a public playlist, listed among liked playlists 50 a page', async () => {
    const playlist = await create({ name: 'Likeable', clip_ids: [othersPublic.id] });
    const path = `/playlist_reaction/${playlist.id}/update_reaction_type/`;
    // Private: no one else may like it.
    expect((await call(other, 'POST', path, { reaction: 'LIKE' })).status).toBe(404);
    await ok(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: true,
    });
    expect(await ok(other, 'POST', path, { reaction: 'LIKE' })).toEqual({
      is_liked: true,
      upvote_count: 1,
    });
    // Liking twice counts once.
    expect((await ok(other, 'POST', path, { reaction: 'LIKE' })).upvote_count).toBe(1);
    const liked = (await ok(
      other,
      'GET',
      '/playlist/liked_playlist?from_index=0&page_size=50',
    )) as unknown as PlaylistPage;
    expect(liked.playlists.map((item) => item.id)).toEqual([playlist.id]);
    expect(liked.playlists[0]).toMatchObject({ is_liked: true, upvote_count: 1 });
    expect((await read(playlist.id, other)).is_liked).toBe(true);
    // Unpublished, it leaves the other's liked list.
    await ok(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: false,
    });
    const hidden = (await ok(other, 'GET', '/playlist/liked_playlist')) as unknown as PlaylistPage;
    expect(hidden.playlists).toEqual([]);
    await ok(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: true,
    });
    expect(await ok(other, 'POST', path, { reaction: null })).toEqual({
      is_liked: false,
      upvote_count: 0,
    });
    expect((await call(other, 'POST', path, { reaction: 'LOVE' })).status).toBe(400);
  });

  it('counts plays of a playlist, signed out too, for a clip in it', async () => {
    const playlist = await create({ clip_ids: [othersPublic.id, songs[0]!.id] });
    const path = `/playlist_reaction/${playlist.id}/increment_play_count/`;
    expect(await ok(owner, 'POST', path, { clip_id: songs[0]!.id })).toEqual({ play_count: 1 });
    // Signed out, a private playlist is not found; a public one counts.
    expect((await call(null, 'POST', path, { clip_id: othersPublic.id })).status).toBe(404);
    await ok(owner, 'POST', `/playlist_reaction/${playlist.id}/set_visibility/`, {
      is_public: true,
    });
    expect(await ok(null, 'POST', path, { clip_id: othersPublic.id })).toEqual({ play_count: 2 });
    // A clip not in it, or one the caller may not see, is not found and not counted.
    expect((await call(null, 'POST', path, { clip_id: songs[0]!.id })).status).toBe(404);
    expect((await call(owner, 'POST', path, { clip_id: songs[5]!.id })).status).toBe(404);
    expect((await read(playlist.id)).play_count).toBe(2);
  });

  it("makes new songs from the playlist's styles and lyrics themes through generate", async () => {
    const playlist = await create({ clip_ids: [songs[0]!.id, songs[1]!.id] });
    const before = await app.server.db
      .selectFrom('clip')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const made = (await ok(owner, 'POST', `/playlist/${playlist.id}/regenerate/`, {
      model_name: 'chirp-v3-5',
    })) as unknown as GenerateResponse;
    expect(made.clips).toHaveLength(2);
    for (const clip of made.clips) {
      expect(clip.model_name).toBe('chirp-v3-5');
      expect(clip.user_id).toBe(owner.id);
      expect(clip.metadata.tags).toContain('indie folk');
      expect(clip.metadata.gpt_description_prompt).toMatch(/^A song about .*lanterns/i);
    }
    const after = await app.server.db
      .selectFrom('clip')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 2);

    const empty = await create();
    const nothing = await call(owner, 'POST', `/playlist/${empty.id}/regenerate/`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.detail).toBe('This playlist has no songs to make new ones from.');
    const unknownModel = await call(owner, 'POST', `/playlist/${playlist.id}/regenerate/`, {
      model_name: 'no-such-model',
    });
    expect(unknownModel.status).toBeGreaterThanOrEqual(400);
    expect(unknownModel.status).toBeLessThan(500);
    expect((await call(other, 'POST', `/playlist/${playlist.id}/regenerate/`, {})).status).toBe(
      404,
    );
  });
});
