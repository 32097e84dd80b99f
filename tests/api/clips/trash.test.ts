import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedResponse } from '../../../src/contracts/generation';
import { TRASH_MAX_IDS } from '../../../src/contracts/constants';
import { CLIP_HAS_PERSONA_DETAIL } from '../../../src/server/trash/trash-store';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  feed,
  generateOk,
  NO_WORKERS,
  signUp,
  simpleBody,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/** Clips copied from the generated pair, an hour apart (the rate limit allows ten generations). */
const COPIES = 8;

/** Trash, restore and delete (spec 000 §7), the trash's list (001 §7) and the library's filters. */
describe.each(databaseTargets)('trash and delete (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let owner: TestUser;
  let other: TestUser;
  /** The owner's clip ids, newest first. */
  let ids: string[];

  const call = async (user: TestUser | null, method: string, path: string, body?: unknown) => {
    const response = await app.request(method, path, {
      ...(body !== undefined && { body }),
      ...(user && { jar: user.jar }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
  };
  const trash = (user: TestUser, clipIds: string[], isTrash = true) =>
    call(user, 'POST', '/api/gen/trash/', { trash: isTrash, clip_ids: clipIds });
  const trashed = async (query = '') => {
    const answer = await call(owner, 'GET', `/api/clips/trashed_v2?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as FeedResponse;
  };
  const idsOf = (page: FeedResponse) => page.clips.map((clip) => clip.id);
  const rowCount = async () =>
    Number(
      (
        await app.server.db
          .selectFrom('clip')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    owner = await signUp(app, 'owner');
    other = await signUp(app, 'other');
    const { clips } = await generateOk(app, owner, simpleBody('a bright synth pop song'));
    await sql`
      insert into clip (id, "requestId", "userId", status, title, "modelName", seed, metadata,
        lyrics, "durationS", "isPublic", "createdAt")
      select gen_random_uuid()::text, "requestId", "userId", 'complete', 'Song ' || n,
        "modelName", seed,
        case when n = 1 then jsonb_set(metadata, '{task}', '"gen_stem"')
             when n = 2 then jsonb_set(metadata, '{persona_id}', '"p1"')
             when n = 3 then jsonb_set(metadata, '{type}', '"concat"')
             else metadata end,
        case when n = 6 then 'lighthouse keeper sings' else lyrics end,
        "durationS", n % 2 = 0, "createdAt" - make_interval(hours => n)
      from clip, generate_series(1, ${COPIES}) as n
      where id = ${clips[0]!.id}`.execute(app.server.db);
    const rows = await app.server.db
      .selectFrom('clip')
      .select('id')
      .where('userId', '=', owner.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute();
    ids = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('moves clips to the trash and back to the same place in the library', async () => {
    const before = idsOf(await feed(app, owner, ''));
    expect(before).toEqual(ids);
    const moved = await trash(owner, [ids[1]!, ids[3]!]);
    expect(moved.status).toBe(200);
    const { clips } = moved.body as { clips: { id: string; is_trashed: boolean }[] };
    expect(clips.map((clip) => [clip.id, clip.is_trashed])).toEqual([
      [ids[1], true],
      [ids[3], true],
    ]);
    expect(idsOf(await feed(app, owner, ''))).toEqual(ids.filter((_, i) => i !== 1 && i !== 3));
    const bin = await trashed();
    expect(idsOf(bin)).toEqual([ids[1], ids[3]]);
    expect(bin.num_total_results).toBe(2);
    // Trashing twice changes nothing; restoring puts them back where they were.
    expect((await trash(owner, [ids[1]!])).status).toBe(200);
    expect((await trash(owner, [ids[1]!, ids[3]!], false)).status).toBe(200);
    expect(idsOf(await feed(app, owner, ''))).toEqual(before);
    expect((await trashed()).num_total_results).toBe(0);
  });

  it('pages the trash with page_size and filters it by is_public and is_liked', async () => {
    expect((await trash(owner, ids.slice(2, 7))).status).toBe(200);
    const first = await trashed('page_size=2');
    expect(idsOf(first)).toEqual(ids.slice(2, 4));
    expect(first.num_total_results).toBe(5);
    expect(idsOf(await trashed('page_size=2&page=3'))).toEqual(ids.slice(6, 7));
    const published = await trashed('is_public=true');
    expect(published.clips.every((clip) => clip.is_public)).toBe(true);
    expect(published.num_total_results).toBeGreaterThan(0);
    await app.server.db
      .insertInto('clip_reaction')
      .values({ userId: owner.id, clipId: ids[4]!, reactionType: 'L' })
      .execute();
    expect(idsOf(await trashed('is_liked=true'))).toEqual([ids[4]]);
    expect(idsOf(await trashed('is_liked=false'))).not.toContain(ids[4]);
    for (const bad of ['page_size=0', 'page_size=abc', 'page_size=1000', 'page_size=2.5']) {
      const answer = await call(owner, 'GET', `/api/clips/trashed_v2?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({ detail: expect.any(String) });
    }
    expect((await trash(owner, ids.slice(2, 7), false)).status).toBe(200);
  });

  it("refuses anyone else's clips with 404 and changes nothing", async () => {
    const before = await app.server.db.selectFrom('clip').selectAll().orderBy('id').execute();
    for (const clipIds of [[ids[0]!], [ids[0]!, 'no-such-clip']]) {
      const answer = await trash(other, clipIds);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ detail: 'Clip not found' });
    }
    // The owner naming one unknown id with their own: nothing moves either.
    expect((await trash(owner, [ids[0]!, 'no-such-clip'])).status).toBe(404);
    expect((await call(other, 'POST', '/api/clips/delete/', { ids: [ids[0]] })).status).toBe(404);
    expect(
      (await call(null, 'POST', '/api/gen/trash/', { trash: true, clip_ids: [ids[0]] })).status,
    ).toBe(401);
    expect((await call(null, 'GET', '/api/clips/trashed_v2')).status).toBe(401);
    expect(await app.server.db.selectFrom('clip').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    expect((await call(other, 'GET', '/api/clips/trashed_v2')).body as FeedResponse).toMatchObject({
      clips: [],
      num_total_results: 0,
    });
  });

  it('answers bad bodies with 400 and a detail', async () => {
    const tooMany = Array.from({ length: TRASH_MAX_IDS + 1 }, (_, i) => `id-${i}`);
    const bodies: [string, unknown][] = [
      ['/api/gen/trash/', { clip_ids: [ids[0]] }],
      ['/api/gen/trash/', { trash: 'yes', clip_ids: [ids[0]] }],
      ['/api/gen/trash/', { trash: true, clip_ids: [] }],
      ['/api/gen/trash/', { trash: true, clip_ids: tooMany }],
      ['/api/gen/trash/', { trash: true, clip_ids: 'abc' }],
      ['/api/clips/delete/', {}],
      ['/api/clips/delete/', { ids: [] }],
      ['/api/clips/delete/', { ids: [42] }],
    ];
    for (const [path, body] of bodies) {
      const answer = await call(owner, 'POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ detail: expect.any(String) });
    }
  });

  it('deletes from the trash only, with the media, and refuses a clip with a persona', async () => {
    const [doomed, kept] = [ids[5]!, ids[6]!];
    const dir = join(database.env.DATA_DIR!, 'media', 'clips', doomed);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'song.mp3'), 'mp3');

    const notTrashed = await call(owner, 'POST', '/api/clips/delete/', { ids: [doomed] });
    expect(notTrashed.status).toBe(400);
    expect(notTrashed.body).toMatchObject({ code: 'clipNotTrashed' });

    expect((await trash(owner, [doomed, kept])).status).toBe(200);
    await app.server.db
      .insertInto('persona')
      .values({
        id: `persona-${kept}`,
        userId: owner.id,
        name: 'Voice',
        rootClipId: kept,
        data: '{}',
      })
      .execute();
    const rows = await rowCount();
    const refused = await call(owner, 'POST', '/api/clips/delete/', { ids: [doomed, kept] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'clipHasPersona', detail: CLIP_HAS_PERSONA_DETAIL });
    expect(await rowCount()).toBe(rows);

    const deleted = await call(owner, 'POST', '/api/clips/delete/', { ids: [doomed] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ids: [doomed] });
    expect(await rowCount()).toBe(rows - 1);
    await expect(stat(dir)).rejects.toThrow();
    expect((await call(owner, 'GET', `/api/clip/${doomed}`)).status).toBe(404);
    expect(idsOf(await trashed())).toEqual([kept]);
    expect((await call(owner, 'POST', '/api/clips/delete/', { ids: [doomed] })).status).toBe(404);
  });

  it("filters the library by the owner's reactions, kinds and words in the lyrics", async () => {
    await app.server.db
      .insertInto('clip_reaction')
      .values([
        { userId: owner.id, clipId: ids[2]!, reactionType: 'L' },
        { userId: owner.id, clipId: ids[3]!, reactionType: 'D' },
        { userId: other.id, clipId: ids[7]!, reactionType: 'D' },
      ])
      .execute();
    const all = idsOf(await feed(app, owner, ''));
    // ids[4] was liked in the trash test above.
    expect(idsOf(await feed(app, owner, 'is_liked=true'))).toEqual([ids[2], ids[4]]);
    expect(idsOf(await feed(app, owner, 'hide_disliked=true'))).toEqual(
      all.filter((id) => id !== ids[3]),
    );
    const byName = async (query: string) =>
      (await feed(app, owner, query)).clips.map((clip) => clip.title);
    expect(await byName('is_gen_stem=true')).toEqual(['Song 1']);
    expect(await byName('hide_gen_stems=true')).not.toContain('Song 1');
    expect(await byName('is_persona=true')).toEqual(['Song 2']);
    expect(await byName('is_full_song=true')).toEqual(['Song 3']);
    expect(await byName('query=lighthouse')).toEqual(['Song 6']);
  });
});
