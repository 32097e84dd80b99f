import { beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import {
  CLIP_METADATA_KEYS,
  creditsOf,
  footprint,
  signUp,
  type TestUser,
} from '../helpers/generation';
import type { TestServer } from '../helpers/server';
import { clipScore, clipWav, post, waitForTask, type TaskWorld } from '../helpers/tasks';

const PATH = '/api/generate/upsample';

/** Cases run on the shared task world of `tasks.test.ts`. */
export function upsampleCases(world: () => TaskWorld): void {
  describe('remaster (POST /api/generate/upsample)', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;

    beforeAll(() => {
      ({ app, user, source } = world());
    });

    it('remasters the clip through the sliders into one clip, for one clip’s credits', async () => {
      const before = await creditsOf(app.server.db, user.id);
      const made = await post(app, user, `${PATH}/`, {
        clip_id: source.id,
        model_name: 'chirp-v4',
        tags: 'brighter, wide',
        freedom: 0,
        tone: 0.9,
        strength: 0.5,
        stereo_width: 0.2,
        clarity: 0.7,
        variation_category: 'subtle',
      });
      expect(made.status).toBe(200);
      const { id, clips } = made.body as { id: string; clips: Clip[] };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(clips).toHaveLength(1);
      const clip = clips[0]!;
      expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
      expect(clip.metadata).toMatchObject({
        task: 'upsample',
        upsample_clip_id: source.id,
        source_clip_ids: [source.id],
      });
      expect(clip.title).toBe(`${source.title} (Remastered)`);
      expect(await creditsOf(app.server.db, user.id)).toBe(before - 5);
      const [done] = await waitForTask(app, user, clips);
      expect(await clipScore(done!)).toMatchObject({
        task: 'upsample',
        sliders: { freedom: 0, tone: 0.9, clarity: 0.7, strength: 0.5, stereoWidth: 0.2 },
      });
      const [after, original] = [await clipWav(done!), await clipWav(source)];
      // Freedom 0 keeps every note: the same length; narrower stereo: left and right closer.
      expect(after.left.length).toBe(original.left.length);
      const side = (audio: typeof after) =>
        audio.left.reduce((sum, l, i) => sum + (l - audio.right[i]!) ** 2, 0) /
        audio.left.reduce((sum, l, i) => sum + (l + audio.right[i]!) ** 2, 0);
      expect(side(after)).toBeLessThan(side(original));
    }, 240_000);

    it('refuses sliders outside 0..1, a long title, unknown models and clips, changing nothing', async () => {
      const before = await footprint(app.server.db, user.id);
      const cases: [unknown, number, string][] = [
        [{ clip_id: source.id, tone: 1.5 }, 400, 'validation'],
        [{ clip_id: source.id, freedom: -0.1 }, 400, 'validation'],
        // Spec 000 §8: the remaster's own catalogue row, 422 "Title too long" (max 80).
        [{ clip_id: source.id, title: 'x'.repeat(81) }, 422, 'remasterTitleTooLong'],
        [{ clip_id: source.id, title: 'ü'.repeat(5000) }, 422, 'remasterTitleTooLong'],
        [{ clip_id: source.id, model_name: 'chirp-nope' }, 400, 'unknownModel'],
        [{}, 400, 'validation'],
        [{ clip_id: '00000000-0000-4000-8000-000000000000' }, 404, 'notFound'],
      ];
      for (const [body, status, code] of cases) {
        const response = await post(app, user, PATH, body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(response.body).toMatchObject({ code });
        if (status === 422) expect(response.body).toMatchObject({ detail: 'Title too long' });
      }
      const other = await signUp(app, 'other');
      expect((await post(app, other, PATH, { clip_id: source.id })).status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
