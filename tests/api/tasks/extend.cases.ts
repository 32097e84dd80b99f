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
import { clipAudio, waitForTask, type TaskWorld } from '../helpers/tasks';

/** Cases run on the shared task world of `tasks.test.ts`. */
export function extendCases(world: () => TaskWorld): void {
  describe('extend through the generate call (continue_clip_id)', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;

    beforeAll(() => {
      ({ app, user, source } = world());
    });

    it('makes two continuations from continue_at, with new lyrics, on the source model', async () => {
      const before = await creditsOf(app.server.db, user.id);
      const response = await generate(app, user, {
        continue_clip_id: source.id,
        continue_at: String(source.metadata.duration! / 2),
        prompt: '[Verse]\nThe lanterns drift away\nInto the morning grey',
        task: 'extend',
        mv: 'chirp-v4',
        token: null,
        generation_type: 'TEXT',
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips).toHaveLength(2);
      // A clip still being made cannot be extended yet.
      const early = await generate(app, user, { continue_clip_id: clips[0]!.id });
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({ code: 'clipNotReady' });
      expect(await creditsOf(app.server.db, user.id)).toBe(before - 10);
      for (const clip of clips) {
        expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
        expect(clip.metadata).toMatchObject({
          task: 'extend',
          continue_clip_id: source.id,
          continue_at: source.metadata.duration! / 2,
        });
        expect(clip.model_name).toBe(source.model_name);
        expect(clip.title).toBe(`${source.title} (Extended)`);
      }
      const done = await waitForTask(app, user, clips);
      for (const clip of done) {
        expect(clip.metadata.prompt).toContain('lanterns drift away');
        expect(clip.metadata.duration).toBeGreaterThan(1);
        const audio = await clipAudio(clip);
        expect(audio.left.length / 44_100).toBeCloseTo(clip.metadata.duration!, 0);
        for (const file of [clip.audio_url_m4a!, clip.audio_url_webm!, clip.image_url!]) {
          expect((await fetch(file)).status).toBe(200);
        }
      }
      // Two seeds, two different continuations.
      const [a, b] = await Promise.all(done.map(clipAudio));
      expect(a!.left.slice(0, 44_100)).not.toEqual(b!.left.slice(0, 44_100));
    }, 180_000);

    it("refuses a continue_at outside the clip, an unknown clip and another user's, changing nothing", async () => {
      const before = await footprint(app.server.db, user.id);
      const outside = await generate(app, user, {
        continue_clip_id: source.id,
        continue_at: source.metadata.duration! + 5,
      });
      expect(outside.status).toBe(400);
      expect(await outside.json()).toMatchObject({ code: 'invalidTaskInput' });
      const unknown = await generate(app, user, {
        continue_clip_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      const garbage = await generate(app, user, { continue_clip_id: "'; drop table clip; --" });
      expect(garbage.status).toBe(404);
      // Another user's private clip is not found either.
      const other = await signUp(app, 'other');
      const foreign = await generate(app, other, { continue_clip_id: source.id });
      expect(foreign.status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
