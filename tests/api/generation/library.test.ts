import { sql } from 'kysely';
import type { Clip } from '../../../src/contracts/clip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Clips in the library beyond the generated pair, copied from it (the rate limit allows ten). */
const COPIES = 23;

/** The signed-in user's library: `GET /api/feed/v2` with paging and filters. */
describe.each(databaseTargets)('library feed (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  /** Every clip id of the user, newest first. */
  let newestFirst: string[];

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    user = await signUp(app);
    const { clips } = await generateOk(app, user, simpleBody('a bright synth pop song'));
    const [source] = clips;
    // Copies an hour apart and older than the generated pair; every third public, a few named.
    await sql`
      insert into clip (id, "requestId", "userId", status, title, "modelName", seed, metadata,
        lyrics, "durationS", "isPublic", "createdAt")
      select gen_random_uuid()::text, "requestId", "userId", 'complete',
        case when n % 5 = 0 then 'Moonlight Walk ' || n else 'Song ' || n end,
        "modelName", seed, metadata, lyrics, "durationS", n % 3 = 0,
        "createdAt" - make_interval(hours => n)
      from clip, generate_series(1, ${COPIES}) as n
      where id = ${source!.id}`.execute(app.server.db);
    const rows = await app.server.db
      .selectFrom('clip')
      .select('id')
      .where('userId', '=', user.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute();
    newestFirst = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('pages 20 clips at a time, newest first, with the total', async () => {
    const first = await feed(app, user, '');
    expect(first.num_total_results).toBe(COPIES + 2);
    expect(first.current_page).toBe(1);
    expect(first.clips.map((clip) => clip.id)).toEqual(newestFirst.slice(0, 20));

    const second = await feed(app, user, 'page=2');
    expect(second.current_page).toBe(2);
    expect(second.clips.map((clip) => clip.id)).toEqual(newestFirst.slice(20));
    expect((await feed(app, user, 'page=3')).clips).toEqual([]);
  });

  it('filters by is_public and by a query on title or styles', async () => {
    const published = await feed(app, user, 'is_public=true');
    expect(published.num_total_results).toBe(Math.floor(COPIES / 3));
    expect(published.clips.every((clip) => clip.is_public)).toBe(true);
    const unpublished = await feed(app, user, 'is_public=false');
    expect(unpublished.num_total_results).toBe(COPIES + 2 - Math.floor(COPIES / 3));

    const named = await feed(app, user, `query=${encodeURIComponent('moonlight walk')}`);
    expect(named.clips.map((clip) => clip.title).sort()).toEqual(
      ['Moonlight Walk 5', 'Moonlight Walk 10', 'Moonlight Walk 15', 'Moonlight Walk 20'].sort(),
    );
    expect((await feed(app, user, 'query=no-such-words')).num_total_results).toBe(0);
  });

  it('hides trashed clips unless asked for them', async () => {
    await app.server.db
      .updateTable('clip')
      .set({ isTrashed: true })
      .where('id', '=', newestFirst[0]!)
      .execute();
    expect((await feed(app, user, '')).num_total_results).toBe(COPIES + 1);
    const trash = await feed(app, user, 'is_trashed=true');
    expect(trash.clips.map((clip) => clip.id)).toEqual([newestFirst[0]]);
  });

  it('reads at most 48 ids at once', async () => {
    const ids = newestFirst.slice(0, 5);
    const many = [...ids, ...Array.from({ length: 44 }, (_, i) => `missing-${i}`)];
    const response = await app.request('GET', `/api/feed/v2?ids=${many.join(',')}`, {
      jar: user.jar,
    });
    expect(response.status).toBe(400);
    const batch = await feed(app, user, `ids=${many.slice(0, 48).join(',')}`);
    expect(batch.clips.map((clip) => clip.id)).toEqual(ids);
  });

  it('shows another user a clip once it is public, and never the library', async () => {
    const other = await signUp(app, 'viewer');
    const [hidden] = newestFirst.filter((id) => id !== newestFirst[0]);
    const read = () => app.request('GET', `/api/clip/${hidden}`, { jar: other.jar });
    expect((await read()).status).toBe(404);
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', '=', hidden!)
      .execute();
    expect((await read()).status).toBe(200);
    expect((await feed(app, other, `ids=${hidden}`)).clips).toHaveLength(1);
    expect((await feed(app, other, '')).num_total_results).toBe(0);
  });

  it('shows another user none of these clips', async () => {
    const other = await signUp(app, 'other');
    expect((await feed(app, other, '')).num_total_results).toBe(0);
  });

  it('unlocks a preview clip of its owner into a full clip, and only the owner', async () => {
    const [clipId] = newestFirst.slice(-1);
    await sql`update clip set metadata = jsonb_set(metadata, '{type}', '"preview"')
      where id = ${clipId}`.execute(app.server.db);
    const other = await signUp(app, 'unlocker');
    const path = `/api/gen/${clipId}/unlock-preview`;
    expect((await app.request('POST', path, { jar: other.jar })).status).toBe(404);
    const response = await app.request('POST', path, { jar: user.jar });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Clip).metadata.type).toBe('gen');
    expect((await feed(app, user, `ids=${clipId}`)).clips[0]!.metadata.type).toBe('gen');
  });
});
