import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import {
  generateOk,
  SHORT_SONGS,
  signUp,
  simpleBody,
  until,
  waitForClips,
  type TestUser,
} from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';

/** Renders take seconds, but minutes on a machine busy with other renders. */
const RENDER_WAIT_MS = 240_000;

/**
 * A clip deleted for good while it is still being made (trashed as soon as it shows, then
 * deleted from the trash): the delete answers 200 however the render's writes race the removal
 * of its directory, the render stops, and no file of the clip is left behind; its twin completes.
 */
describe.each(databaseTargets)('deleting a clip while it renders (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;

  const post = async (path: string, body: unknown) => {
    const response = await app.request('POST', path, { body, jar: user.jar });
    return { status: response.status, body: (await response.json()) as { ids?: string[] } };
  };

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, { ...SHORT_SONGS, WORKERS: '2' });
    user = await signUp(app, 'deleter');
  }, RENDER_WAIT_MS);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it(
    'deletes it, stops the render and leaves no files',
    async () => {
      const { clips } = await generateOk(app, user, simpleBody('a fast punk song about a bicycle'));
      const [doomed, twin] = clips.map((clip) => clip.id) as [string, string];
      const dir = app.server.generation.media.dir(doomed);
      // Once it streams, the render is writing into its directory.
      await waitForClips(
        app,
        user,
        [doomed],
        (clip) => clip.status !== 'submitted' && clip.status !== 'queued',
        RENDER_WAIT_MS,
      );

      expect((await post('/api/gen/trash/', { trash: true, clip_ids: [doomed] })).status).toBe(200);
      const deleted = await post('/api/clips/delete/', { ids: [doomed] });
      expect(deleted).toEqual({ status: 200, body: { ids: [doomed] } });

      const {
        clips: [done],
      } = await waitForClips(app, user, [twin], undefined, RENDER_WAIT_MS);
      expect(done!.status).toBe('complete');
      await until(async () => !existsSync(dir), RENDER_WAIT_MS);
      const row = await app.server.db
        .selectFrom('clip')
        .select('id')
        .where('id', '=', doomed)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
    RENDER_WAIT_MS * 3,
  );
});
