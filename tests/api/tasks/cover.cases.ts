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
export function coverCases(world: () => TaskWorld): void {
  describe('cover through the generate call (cover_clip_id)', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;

    beforeAll(() => {
      ({ app, user, source } = world());
    });

    it('sings the source in new styles and a new voice, on the source model', async () => {
      const before = await creditsOf(app.server.db, user.id);
      const response = await generate(app, user, {
        cover_clip_id: source.id,
        tags: 'synthwave, retro, 80s',
        mv: 'chirp-v3-5',
        metadata: { vocal_gender: 'male', control_sliders: { audio_weight: 0.3 } },
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips).toHaveLength(2);
      const early = await generate(app, user, { cover_clip_id: clips[0]!.id });
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({ code: 'clipNotReady' });
      // Two clips at CREDITS_PER_CLIP (TASK_CREDITS_PER_CLIP.cover).
      expect(await creditsOf(app.server.db, user.id)).toBe(before - 10);
      for (const clip of clips) {
        expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
        expect(clip.metadata).toMatchObject({
          type: 'gen',
          task: null,
          cover_clip_id: source.id,
          source_clip_ids: [source.id],
          tags: 'synthwave, retro, 80s',
          vocal_gender: 'male',
          control_sliders: { audio_weight: 0.3 },
        });
        expect(clip.model_name).toBe(source.model_name);
        expect(clip.title).toBe(`${source.title} (Cover)`);
      }
      const done = await waitForTask(app, user, clips);
      const from = await clipScore(source);
      for (const clip of done) {
        const score = await clipScore(clip);
        // The same song (key, words) dressed anew: the new styles and the new singer.
        expect(score).toMatchObject({
          task: 'cover',
          key: from.key,
          tags: 'synthwave, retro, 80s',
        });
        expect((score.style as { vocalGender: string }).vocalGender).toBe('male');
        expect((from.style as { vocalGender: string }).vocalGender).toBe('female');
        expect(clip.metadata.prompt).toBe(source.metadata.prompt);
        for (const file of [clip.audio_url!, clip.audio_url_m4a!, clip.image_url!]) {
          expect((await fetch(file)).status).toBe(200);
        }
      }
    }, 240_000);

    it("refuses an unknown clip, another user's, and a slider outside 0..1, changing nothing", async () => {
      const before = await footprint(app.server.db, user.id);
      const unknown = await generate(app, user, {
        cover_clip_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      const slider = await generate(app, user, {
        cover_clip_id: source.id,
        metadata: { control_sliders: { audio_weight: 1.5 } },
      });
      expect(slider.status).toBe(400);
      expect(await slider.json()).toMatchObject({ code: 'validation' });
      const other = await signUp(app, 'other');
      const foreign = await generate(app, other, { cover_clip_id: source.id });
      expect(foreign.status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
