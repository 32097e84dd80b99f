import { beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import {
  CLIP_METADATA_KEYS,
  footprint,
  generateOk,
  signUp,
  type TestUser,
} from '../helpers/generation';
import { type TestServer } from '../helpers/server';
import {
  clipScore,
  clipWav,
  post,
  sameSamples,
  waitForTask,
  type TaskWorld,
} from '../helpers/tasks';

const RATE = 44_100;
const PATH = '/api/generate/concat/v2/';

/** Cases run on the shared task world of `tasks.test.ts`. */
export function concatCases(world: () => TaskWorld): void {
  describe('get whole song (POST /api/generate/concat/v2/)', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;
    let extension: Clip;

    beforeAll(async () => {
      ({ app, user, source } = world());
      const { clips } = await generateOk(app, user, {
        continue_clip_id: source.id,
        continue_at: 4,
      });
      // Unfinished parts cannot be joined yet.
      const early = await post(app, user, PATH, { clip_id: clips[0]!.id });
      expect(early.status).toBe(409);
      extension = (await waitForTask(app, user, clips))[0]!;
    }, 360_000);

    it('joins the chain back to its first clip into one free concat clip', async () => {
      const before = await footprint(app.server.db, user.id);
      const made = await post(app, user, PATH, {
        clip_id: extension.id,
        is_infill: false,
        edit_session_id: 'session-1',
      });
      expect(made.status).toBe(200);
      const clip = made.body as unknown as Clip;
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(clip.metadata).toMatchObject({
        type: 'concat',
        task: null,
        source_clip_ids: [source.id, extension.id],
        continue_clip_id: null,
      });
      // Named after the song it makes whole, not after the extension it was asked on.
      expect(clip.title).toBe(`${source.title} (Full Song)`);
      const after = await footprint(app.server.db, user.id);
      expect(after).toMatchObject({
        credits: before.credits,
        ledgerRows: before.ledgerRows,
        clips: before.clips + 1,
      });
      const [done] = await waitForTask(app, user, [clip]);
      const { chain } = (await clipScore(done!)) as { chain: { start_s: number }[] };
      const joinS = chain[1]!.start_s;
      expect(joinS).toBeGreaterThan(3);
      expect(joinS).toBeLessThan(5);
      // The whole song: the first clip up to the cut, then the extension (30 ms overlap inside).
      expect(done!.metadata.duration).toBeCloseTo(joinS + extension.metadata.duration!, 1);
      const [whole, first] = [await clipWav(done!), await clipWav(source)];
      const cut = Math.round(joinS * RATE);
      expect(sameSamples(whole.left.subarray(0, cut), first.left.subarray(0, cut))).toBe(true);
      expect(done!.metadata.prompt).toContain('Lanterns on the river');
    }, 240_000);

    it('refuses a clip that extends nothing, an unknown clip and another user’s, changing nothing', async () => {
      const before = await footprint(app.server.db, user.id);
      const alone = await post(app, user, PATH, { clip_id: source.id });
      expect(alone.status).toBe(400);
      expect(alone.body).toMatchObject({ code: 'invalidTaskInput' });
      expect((await post(app, user, PATH, {})).status).toBe(400);
      const unknown = await post(app, user, PATH, {
        clip_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      const other = await signUp(app, 'other');
      expect((await post(app, other, PATH, { clip_id: extension.id })).status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
