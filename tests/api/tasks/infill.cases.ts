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
import { clipScore, clipWav, sameSamples, waitForTask, type TaskWorld } from '../helpers/tasks';

const RATE = 44_100;
const samples = (seconds: number) => Math.round(seconds * RATE);

/** Cases run on the shared task world of `tasks.test.ts`. */
export function infillCases(world: () => TaskWorld): void {
  describe('infill through the generate call (task infill*, continue_clip_id)', () => {
    let app: TestServer;
    let user: TestUser;
    let source: Clip;

    beforeAll(() => {
      ({ app, user, source } = world());
    });

    it('regenerates the range and keeps every sample outside it', async () => {
      const duration = source.metadata.duration!;
      expect(duration).toBeGreaterThan(6.5);
      const [start, end] = [1, 6.5];
      const before = await creditsOf(app.server.db, user.id);
      const response = await generate(app, user, {
        task: 'infill',
        continue_clip_id: source.id,
        infill_start_s: start,
        infill_end_s: end,
        infill_dur_s: end - start,
        infill_context_start_s: 0,
        infill_context_end_s: duration,
        mv: 'chirp-v3-5',
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips).toHaveLength(2);
      const early = await generate(app, user, {
        task: 'infill',
        continue_clip_id: clips[0]!.id,
        infill_start_s: start,
        infill_end_s: end,
      });
      expect(early.status).toBe(409);
      expect(await creditsOf(app.server.db, user.id)).toBe(before - 10);
      for (const clip of clips) {
        expect(Object.keys(clip.metadata).sort()).toEqual(CLIP_METADATA_KEYS);
        // continue_clip_id is set, yet the task makes it an infill, not an extension.
        expect(clip.metadata).toMatchObject({
          type: 'gen',
          task: 'infill',
          continue_clip_id: source.id,
          continue_at: null,
          source_clip_ids: [source.id],
        });
        expect(clip.model_name).toBe(source.model_name);
        expect(clip.title).toBe(`${source.title} (Infill)`);
      }
      const done = await waitForTask(app, user, clips);
      const original = await clipWav(source);
      for (const clip of done) {
        const audio = await clipWav(clip);
        expect(audio.left.length).toBe(original.left.length);
        for (const channel of ['left', 'right'] as const) {
          const [a, b] = [audio[channel], original[channel]];
          expect(sameSamples(a.subarray(0, samples(start)), b.subarray(0, samples(start)))).toBe(
            true,
          );
          expect(sameSamples(a.subarray(samples(end)), b.subarray(samples(end)))).toBe(true);
        }
        const inside = [audio, original].map((x) =>
          x.left.subarray(samples(start + 0.5), samples(end - 0.5)),
        );
        expect(sameSamples(inside[0]!, inside[1]!)).toBe(false);
        expect(clip.metadata.duration).toBeCloseTo(duration, 1);
        expect((await fetch(clip.audio_url_m4a!)).status).toBe(200);
      }
    }, 240_000);

    it('regenerates an intro of 5, 10, 15 or 20 s (at most the clip) when no length is given', async () => {
      const response = await generate(app, user, {
        task: 'infill_intro',
        continue_clip_id: source.id,
      });
      expect(response.status).toBe(200);
      const { clips } = (await response.json()) as { clips: Clip[] };
      expect(clips.map((clip) => clip.metadata.task)).toEqual(['infill_intro', 'infill_intro']);
      const done = await waitForTask(app, user, clips);
      const original = await clipWav(source);
      const duration = original.left.length / RATE;
      const ends = [];
      for (const clip of done) {
        const { infill } = (await clipScore(clip)) as {
          infill: { start_s: number; end_s: number };
        };
        expect(infill.start_s).toBe(0);
        expect([5, 10, 15, 20].map((s) => Math.min(s, duration))).toContainEqual(
          expect.closeTo(infill.end_s, 2),
        );
        ends.push(infill.end_s);
        const audio = await clipWav(clip);
        const after = samples(infill.end_s);
        expect(sameSamples(audio.left.subarray(after), original.left.subarray(after))).toBe(true);
      }
      // One length for the request: both clips regenerate the same range.
      expect(ends[0]).toBe(ends[1]);
    }, 240_000);

    it('refuses bad ranges, an unknown clip and another user’s, changing nothing', async () => {
      const before = await footprint(app.server.db, user.id);
      const body = { task: 'infill', continue_clip_id: source.id };
      const cases: [Record<string, unknown>, number][] = [
        [{ ...body, infill_start_s: 1, infill_end_s: 3 }, 400],
        [{ ...body, infill_start_s: 2, infill_end_s: 2 }, 400],
        [{ ...body, infill_start_s: 2, infill_end_s: 60 }, 400],
        [{ ...body, infill_start_s: 1, infill_end_s: 6.5, infill_dur_s: 2 }, 400],
        [{ ...body, infill_start_s: 1, infill_end_s: 6.5, infill_context_start_s: 3 }, 400],
        [{ ...body, infill_start_s: 1 }, 400],
        [{ ...body, infill_start_s: -1, infill_end_s: 6 }, 400],
        [{ task: 'infill_outro', continue_clip_id: source.id, infill_dur_s: 0 }, 400],
        [{ task: 'infill', infill_start_s: 1, infill_end_s: 6.5 }, 400],
        [
          {
            ...body,
            continue_clip_id: '00000000-0000-4000-8000-000000000000',
            infill_start_s: 1,
            infill_end_s: 6.5,
          },
          404,
        ],
      ];
      for (const [sent, status] of cases) {
        const response = await generate(app, user, sent);
        expect(response.status, JSON.stringify(sent)).toBe(status);
        const answer = (await response.json()) as { code: string; detail: string };
        expect(answer.detail.length).toBeGreaterThan(0);
      }
      const other = await signUp(app, 'other');
      const foreign = await generate(app, other, { ...body, infill_start_s: 1, infill_end_s: 6.5 });
      expect(foreign.status).toBe(404);
      expect(await footprint(app.server.db, user.id)).toEqual(before);
    });
  });
}
