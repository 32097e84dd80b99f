import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/contracts/profile';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { generateOk, NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(databaseTargets)('profiles: GET /api/profiles/{handle} (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let creator: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    // Clips are only counted here: no worker needs to render them.
    app = await startTestServer(database, NO_WORKERS);
    creator = await signUp(app, 'creator');
    const { clips } = await generateOk(app, creator);
    const [shown, trashed] = clips;
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', 'in', [shown!.id, trashed!.id])
      .execute();
    await app.server.db
      .updateTable('clip')
      .set({ isTrashed: true })
      .where('id', '=', trashed!.id)
      .execute();
    // A private clip is not counted either.
    await generateOk(app, creator);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers a creator’s basics to anyone, signed out too, whatever the handle’s case', async () => {
    for (const path of [creator.handle, creator.handle.toUpperCase()]) {
      const response = await app.request('GET', `/api/profiles/${path}`);
      expect(response.status).toBe(200);
      const profile = (await response.json()) as Profile;
      expect(profile).toEqual({
        user_id: creator.id,
        handle: creator.handle,
        display_name: creator.handle,
        avatar_image_url: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        num_total_clips: 1,
      });
    }
    const viewer = await signUp(app, 'viewer');
    const seen = await app.request('GET', `/api/profiles/${creator.handle}/`, { jar: viewer.jar });
    expect(seen.status).toBe(200);
    expect(((await seen.json()) as Profile).handle).toBe(creator.handle);
  });

  it.each(['nobody_here', 'x', '<script>', 'a'.repeat(500), '%E2%9C%93'])(
    'answers 404 notFound for the unknown handle %s',
    async (handle) => {
      const response = await app.request('GET', `/api/profiles/${handle}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Profile not found', code: 'notFound' });
    },
  );

  it('reveals nothing private: no email, no credits, no tier', async () => {
    const response = await app.request('GET', `/api/profiles/${creator.handle}`);
    const text = await response.text();
    expect(text).not.toContain('@example.com');
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual([
      'avatar_image_url',
      'created_at',
      'display_name',
      'handle',
      'num_total_clips',
      'user_id',
    ]);
  });
});
