import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedClips } from '../helpers/seed-clips';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { feed, NO_WORKERS, signUp, type TestUser } from './helpers/generation';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Library pages are answered from memory while the database is unchanged (issue 11: reading a
 * page cost ~14 times a bare route on PGlite); any change, wherever it was made, shows at once.
 */
describe.each(databaseTargets)('library pages kept while nothing changes (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    user = await signUp(app);
    await seedClips(app.server.db, user.id, 24);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const newest = async () => (await feed(app, user, 'page=1')).clips[0]!;

  it('reads an unchanged page once, and again after any write', async () => {
    const reads = vi.spyOn(app.server.db, 'selectFrom');
    try {
      const first = await feed(app, user, 'page=1');
      const readsOfFirst = reads.mock.calls.length;
      expect(readsOfFirst).toBeGreaterThan(0);
      expect(await feed(app, user, 'page=1')).toEqual(first);
      expect(reads.mock.calls.length).toBe(readsOfFirst);

      await app.server.db
        .updateTable('user')
        .set({ image: null })
        .where('id', '=', user.id)
        .execute();
      expect(await feed(app, user, 'page=1')).toEqual(first);
      expect(reads.mock.calls.length).toBeGreaterThan(readsOfFirst);
    } finally {
      reads.mockRestore();
    }
  });

  it('shows a clip changed in the database at once', async () => {
    const clip = await newest();
    await app.server.db
      .updateTable('clip')
      .set({ title: 'Renamed in the database' })
      .where('id', '=', clip.id)
      .execute();
    expect((await newest()).title).toBe('Renamed in the database');

    await app.server.db
      .updateTable('clip')
      .set({ isTrashed: true })
      .where('id', '=', clip.id)
      .execute();
    expect((await newest()).id).not.toBe(clip.id);
    expect((await feed(app, user, 'is_trashed=true')).clips.map((c) => c.id)).toEqual([clip.id]);
  });

  it('shows the owner’s new name at once', async () => {
    await newest();
    await app.server.db
      .updateTable('user')
      .set({ name: 'New Name' })
      .where('id', '=', user.id)
      .execute();
    expect((await newest()).display_name).toBe('New Name');
  });

  it.runIf(target === 'postgres')(
    'shows a write committed by another connection at once, and never one still open',
    async () => {
      const clip = await newest();
      const other = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`update clip set title = 'From elsewhere' where id = $1`, [clip.id]);
        expect((await newest()).title).toBe(clip.title);
        await other.query('commit');
        expect((await newest()).title).toBe('From elsewhere');
      } finally {
        await other.end();
      }
    },
  );
});
