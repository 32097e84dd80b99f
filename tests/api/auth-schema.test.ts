import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp, type ServerApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';

/** Our migrations are hand-written; Better Auth must find nothing missing in what they build. */
describe.each(databaseTargets)('auth schema (%s)', (target) => {
  let database: TestDatabase;
  let serverApp: ServerApp;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    serverApp = await createServerApp(
      loadConfig({ ...database.env, LOG_LEVEL: 'silent', READY_THREADS: '0' }),
    );
  });

  afterAll(async () => {
    await serverApp?.close();
    await database?.drop();
  });

  it('matches what Better Auth expects', async () => {
    const plan = await getMigrations(serverApp.auth.options, { throwOnUnsafe: false });
    expect(plan.toBeCreated).toEqual([]);
    expect(plan.toBeAdded).toEqual([]);
    expect(plan.toBeAddedIndexes).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
    expect(plan.unsafeChanges).toEqual([]);
  });

  it('keeps handles unique regardless of case', async () => {
    const row = (handle: string) => ({
      id: `id-${handle}`,
      name: handle,
      email: `${handle}@example.com`,
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
      handle,
    });
    await serverApp.db.insertInto('user').values(row('Mixed')).execute();
    await expect(serverApp.db.insertInto('user').values(row('mIXED')).execute()).rejects.toThrow();
  });

  it('refuses tiers outside the catalogue', async () => {
    const insert = serverApp.db
      .insertInto('user')
      .values({
        id: 'id-gold',
        name: 'gold',
        email: 'gold@example.com',
        emailVerified: false,
        createdAt: new Date(),
        updatedAt: new Date(),
        handle: 'gold',
        tier: 'gold' as 'basic',
      })
      .execute();
    await expect(insert).rejects.toThrow();
  });
});
