import { beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { footprint, signUp, type TestUser } from '../helpers/generation';
import { type TestServer } from '../helpers/server';
import { clipWav, post, sameSamples, waitForTask, type TaskWorld } from '../helpers/tasks';

const RATE = 44_100;
const FADE = Math.round(0.03 * RATE);
const PATH = '/api/generate/merge/';

/** Cases run on the shared task world of `tasks.test.ts`. */
export function mergeCases(world: () => TaskWorld): void {
  describe('merge (POST /api/generate/merge/)', () => {
    let app: TestServer;
    let user: TestUser;
    let a: Clip;
    let b: Clip;

    beforeAll(() => {
      ({ app, user } = world());
      [a, b] = world().sources as [Clip, Clip];
    });

    it('joins the clips in the order given into one free concat clip', async () => {
      const before = await footprint(app.server.db, user.id);
      const made = await post(app, user, PATH, { clip_ids: [b.id, a.id] });
      expect(made.status).toBe(200);
      const clip = made.body as unknown as Clip;
      // task `merge` tells a merge from a whole song (both are of type concat).
      expect(clip.metadata).toMatchObject({
        type: 'concat',
        task: 'merge',
        source_clip_ids: [b.id, a.id],
      });
      expect(clip.title).toBe(`${b.title} / ${a.title}`);
      // The merge itself is not made yet: it cannot be merged in turn.
      const early = await post(app, user, PATH, { clip_ids: [a.id, clip.id] });
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'clipNotReady' });
      expect(await footprint(app.server.db, user.id)).toMatchObject({
        credits: before.credits,
        ledgerRows: before.ledgerRows,
      });
      const [done] = await waitForTask(app, user, [clip]);
      const [merged, first, second] = await Promise.all([done!, b, a].map(clipWav));
      // b, then a, overlapping by the 30 ms crossfade.
      expect(merged!.left.length).toBe(first!.left.length + second!.left.length - FADE);
      const at = first!.left.length - FADE;
      expect(sameSamples(merged!.left.subarray(0, at), first!.left.subarray(0, at))).toBe(true);
      expect(sameSamples(merged!.left.subarray(at + FADE), second!.left.subarray(FADE))).toBe(true);
      expect(done!.metadata.duration).toBeCloseTo(a.metadata.duration! + b.metadata.duration!, 1);
    }, 240_000);

    it('refuses too few or too many clips, unknown and private clips, changing nothing', async () => {
      const before = await footprint(app.server.db, user.id);
      const cases: [unknown, number][] = [
        [{ clip_ids: [a.id] }, 400],
        [{ clip_ids: Array.from({ length: 21 }, () => a.id) }, 400],
        [{ clip_ids: 'nope' }, 400],
        [{ clip_ids: [a.id, '00000000-0000-4000-8000-000000000000'] }, 404],
      ];
      for (const [body, status] of cases) {
        expect((await post(app, user, PATH, body)).status, JSON.stringify(body)).toBe(status);
      }
      const other = await signUp(app, 'other');
      expect((await post(app, other, PATH, { clip_ids: [a.id, b.id] })).status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
