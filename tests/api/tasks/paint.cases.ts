import { beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import {
  CLIP_METADATA_KEYS,
  creditsOf,
  footprint,
  generate,
  signUp,
  type TestUser,
} from '../helpers/generation';
import type { TestServer } from '../helpers/server';
import { clipScore, waitForTask, type TaskWorld } from '../helpers/tasks';

/** Cases run on the shared task world of `tasks.test.ts`. */
export function paintCases(world: () => TaskWorld): void {
  describe('underpainting and overpainting through the generate call', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;

    beforeAll(() => {
      ({ app, user, source } = world());
    });

    it('paints a new accompaniment under the range, at audio_weight 0.75 by default', async () => {
      const before = await creditsOf(app.server.db, user.id);
      const response = await generate(app, user, {
        underpainting_clip_id: source.id,
        underpainting_start_s: 2,
        underpainting_end_s: 6,
        tags: 'jazz, upright bass, brushes',
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips).toHaveLength(2);
      expect(await creditsOf(app.server.db, user.id)).toBe(before - 10);
      for (const clip of clips) {
        expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
        expect(clip.metadata).toMatchObject({
          task: 'underpainting',
          tags: 'jazz, upright bass, brushes',
          control_sliders: { audio_weight: 0.75 },
          source_clip_ids: [source.id],
        });
        expect(clip.model_name).toBe(source.model_name);
        expect(clip.title).toBe(`${source.title} (New Instrumental)`);
      }
      for (const clip of await waitForTask(app, user, clips)) {
        expect(await clipScore(clip)).toMatchObject({
          task: 'underpainting',
          range_s: { start: 2, end: 6 },
          audio_weight: 0.75,
        });
        expect(clip.metadata.duration).toBeCloseTo(source.metadata.duration!, 1);
        expect((await fetch(clip.audio_url!)).status).toBe(200);
      }
    }, 240_000);

    it('paints new vocals over the range with the audio_weight asked for', async () => {
      const response = await generate(app, user, {
        overpainting_clip_id: source.id,
        overpainting_start_s: 0,
        overpainting_end_s: 4,
        metadata: { vocal_gender: 'male', control_sliders: { audio_weight: 0.4 } },
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips[0]!.title).toBe(`${source.title} (New Vocals)`);
      expect(clips[0]!.metadata).toMatchObject({
        task: 'overpainting',
        vocal_gender: 'male',
        control_sliders: { audio_weight: 0.4 },
      });
      for (const clip of await waitForTask(app, user, clips)) {
        expect(await clipScore(clip)).toMatchObject({
          task: 'overpainting',
          range_s: { start: 0, end: 4 },
          audio_weight: 0.4,
        });
      }
    }, 240_000);

    it("refuses ranges outside the clip, an unknown clip and another user's, changing nothing", async () => {
      const before = await footprint(app.server.db, user.id);
      const cases: [Record<string, unknown>, number][] = [
        [
          { underpainting_clip_id: source.id, underpainting_start_s: 5, underpainting_end_s: 3 },
          400,
        ],
        [{ underpainting_clip_id: source.id, underpainting_start_s: 50 }, 400],
        [{ overpainting_clip_id: source.id, overpainting_end_s: 90 }, 400],
        [{ overpainting_clip_id: source.id, overpainting_start_s: -2 }, 400],
        [{ underpainting_clip_id: '00000000-0000-4000-8000-000000000000' }, 404],
      ];
      for (const [body, status] of cases) {
        const response = await generate(app, user, body);
        expect(response.status, JSON.stringify(body)).toBe(status);
      }
      const other = await signUp(app, 'other');
      expect((await generate(app, other, { overpainting_clip_id: source.id })).status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
