import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import {
  derivedKind,
  type DirectChildrenResponse,
  type ParentResponse,
} from '../../../src/contracts/clip-family';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generateOk, NO_WORKERS, signUp, simpleBody, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { insertChild } from '../helpers/clip-rows';

/** `GET /api/clips/…`: the clips made from a clip, their count, and a clip's source. */
describe.each(databaseTargets)('clip family (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let source: Clip;
  /** The owner's view of the children, newest first, by title. */
  const ids: Record<string, string> = {};

  const get = async <T>(user: TestUser | null, path: string) => {
    const response = await app.request('GET', path, user ? { jar: user.jar } : {});
    return { status: response.status, body: (await response.json()) as T };
  };
  const children = (user: TestUser | null, query: string) =>
    get<DirectChildrenResponse>(user, `/api/clips/direct_children?${query}`);
  const titles = (page: DirectChildrenResponse) => page.clips.map((clip) => clip.title);

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    owner = await signUp(app, 'owner');
    other = await signUp(app, 'other');
    source = (await generateOk(app, owner, simpleBody('a song with a family'))).clips[0]!;
    const db = app.server.db;
    await db.updateTable('clip').set({ isPublic: true }).where('id', '=', source.id).execute();
    const mine = (title: string, metadata: Record<string, unknown>, minutesAgo: number) =>
      insertChild(db, source, { userId: owner.id, title, metadata, minutesAgo });
    ids.ext1 = await mine('Ext 1', { task: 'extend', continue_clip_id: source.id }, 1);
    ids.ext2 = await mine('Ext 2', { task: 'extend', continue_clip_id: source.id }, 2);
    ids.stem = await mine('Stem', { task: 'gen_stem', stem_from_id: source.id }, 3);
    ids.remaster = await mine(
      'Remaster',
      { task: 'upsample', upsample_clip_id: source.id, source_clip_ids: [source.id] },
      4,
    );
    ids.whole = await mine(
      'Whole',
      { type: 'concat', task: null, source_clip_ids: [source.id, ids.ext1] },
      5,
    );
    ids.trashed = await insertChild(db, source, {
      userId: owner.id,
      title: 'Trashed',
      metadata: { task: 'extend', continue_clip_id: source.id },
      minutesAgo: 6,
      isTrashed: true,
    });
    ids.publicCover = await insertChild(db, source, {
      userId: other.id,
      title: 'Public cover',
      metadata: { cover_clip_id: source.id, source_clip_ids: [source.id] },
      minutesAgo: 7,
      isPublic: true,
    });
    ids.privateCover = await insertChild(db, source, {
      userId: other.id,
      title: 'Private cover',
      metadata: { cover_clip_id: source.id, source_clip_ids: [source.id] },
      minutesAgo: 8,
    });
    // Made from another clip (the extension): not a child of the source.
    ids.grandchild = await mine('Grandchild', { task: 'extend', continue_clip_id: ids.ext1 }, 0);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('lists every clip made from a clip that its owner may see, newest first, with kinds', async () => {
    const { status, body } = await children(owner, `clip_id=${source.id}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Ext 1', 'Ext 2', 'Stem', 'Remaster', 'Whole', 'Public cover']);
    expect(body).toMatchObject({ num_total_results: 6, current_page: 1 });
    expect(body.clips.map((clip) => derivedKind(clip.metadata))).toEqual([
      'extension',
      'extension',
      'stem',
      'remaster',
      'wholeSong',
      'cover',
    ]);
    const count = await get<{ count: number }>(
      owner,
      `/api/clips/direct_children_count?clip_id=${source.id}`,
    );
    expect(count).toEqual({ status: 200, body: { count: 6 } });
    // The extension's own child, and the whole song that joins it.
    expect(titles((await children(owner, `clip_id=${ids.ext1}`)).body)).toEqual([
      'Grandchild',
      'Whole',
    ]);
  });

  it('pages by page and page_size (at most 20)', async () => {
    const first = await children(owner, `clip_id=${source.id}&page_size=4`);
    const second = await children(owner, `clip_id=${source.id}&page_size=4&page=2`);
    expect(titles(first.body)).toEqual(['Ext 1', 'Ext 2', 'Stem', 'Remaster']);
    expect(titles(second.body)).toEqual(['Whole', 'Public cover']);
    expect(second.body).toMatchObject({ num_total_results: 6, current_page: 2 });
    expect((await children(owner, `clip_id=${source.id}&page=9`)).body.clips).toEqual([]);
    for (const query of ['page=0', 'page=x', 'page_size=21', 'page_size=0']) {
      const refused = await children(owner, `clip_id=${source.id}&${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ code: 'validation' });
    }
    const missing = await get<{ code: string }>(owner, '/api/clips/direct_children');
    expect(missing.status).toBe(400);
  });

  it('shows others only public clips, signed in or not, and hides a private source', async () => {
    const seen = await children(other, `clip_id=${source.id}`);
    expect(titles(seen.body)).toEqual(['Public cover', 'Private cover']);
    const anonymous = await children(null, `clip_id=${source.id}`);
    expect(titles(anonymous.body)).toEqual(['Public cover']);
    const db = app.server.db;
    await db.updateTable('clip').set({ isPublic: false }).where('id', '=', source.id).execute();
    try {
      for (const viewer of [other, null]) {
        const hidden = await children(viewer, `clip_id=${source.id}`);
        expect(hidden.status).toBe(404);
        const unknown = await children(viewer, `clip_id=${randomUUID()}`);
        // A private clip answers as an unknown one: nothing says it exists.
        expect(hidden.body).toEqual(unknown.body);
        const count = await get(viewer, `/api/clips/direct_children_count?clip_id=${source.id}`);
        expect(count.status).toBe(404);
      }
      expect((await children(owner, `clip_id=${source.id}`)).status).toBe(200);
    } finally {
      await db.updateTable('clip').set({ isPublic: true }).where('id', '=', source.id).execute();
    }
  });

  it('answers a clip’s parent: the clip it was made from if the caller may see it, else null', async () => {
    const parent = await get<ParentResponse>(owner, `/api/clips/parent?clip_id=${ids.ext1}`);
    expect(parent.status).toBe(200);
    expect(parent.body.parent).toMatchObject({ id: source.id, title: source.title });
    // A whole song links back to the song it made whole: its chain's first clip.
    const whole = await get<ParentResponse>(owner, `/api/clips/parent?clip_id=${ids.whole}`);
    expect(whole.body.parent?.id).toBe(source.id);
    const none = await get(owner, `/api/clips/parent?clip_id=${source.id}`);
    expect(none).toEqual({ status: 200, body: { parent: null } });

    const db = app.server.db;
    await db.updateTable('clip').set({ isPublic: false }).where('id', '=', source.id).execute();
    try {
      // The other user's cover of a song made private since: its source is not revealed.
      const hidden = await get(other, `/api/clips/parent?clip_id=${ids.publicCover}`);
      expect(hidden).toEqual(none);
      expect(await get(null, `/api/clips/parent?clip_id=${ids.publicCover}`)).toEqual(none);
      const own = await get<ParentResponse>(owner, `/api/clips/parent?clip_id=${ids.publicCover}`);
      expect(own.body.parent?.id).toBe(source.id);
    } finally {
      await db.updateTable('clip').set({ isPublic: true }).where('id', '=', source.id).execute();
    }
    expect((await get(null, `/api/clips/parent?clip_id=${ids.privateCover}`)).status).toBe(404);
    expect((await get(owner, `/api/clips/parent?clip_id=not-a-clip`)).status).toBe(404);
  });
});
