import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToDirectory } from '../pipeline/render-to-dir';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { paintClip, PAINTING_AUDIO_WEIGHT, paintRange, repaintMelody } from './paint';
import { skeletonOf } from './cover-skeleton';
import { readClip, readStems } from './remaster-io';
import { timbreDistanceDb } from './remaster-measures';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name`;

const dir = mkdtempSync(join(tmpdir(), 'openchirp-paint-'));
const source = join(dir, 'source');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await renderToDirectory(
    { lyrics: LYRICS, tags: 'acoustic folk', seed: 6, maxDurationS: 14 },
    source,
  );
}, 60_000);

const slice = (buf: StereoBuffer, fromS: number, toS: number): StereoBuffer => ({
  left: buf.left.subarray(Math.round(fromS * SAMPLE_RATE), Math.round(toS * SAMPLE_RATE)),
  right: buf.right.subarray(Math.round(fromS * SAMPLE_RATE), Math.round(toS * SAMPLE_RATE)),
});
/** Normalised correlation of two stereo buffers (1: the same up to gain). */
const correlation = (a: StereoBuffer, b: StereoBuffer) => {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (const [x, y] of [
    [a.left, b.left],
    [a.right, b.right],
  ] as const) {
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
      ab += x[i]! * y[i]!;
      aa += x[i]! ** 2;
      bb += y[i]! ** 2;
    }
  }
  return ab / Math.sqrt(aa * bb);
};

describe('painting', () => {
  it('uses the spec audio weight (75) and refuses ranges outside the clip', () => {
    expect(PAINTING_AUDIO_WEIGHT).toBe(0.75);
    const { score } = readClip(source);
    expect(() => paintRange(score, { mode: 'under', startS: 500 })).toThrow(/inside the clip/);
    expect(() => paintRange(score, { mode: 'under', startS: 5, endS: 3 })).toThrow(
      /inside the clip/,
    );
  });

  it('overpainting sings a new tune on the same words and rhythm, on chord tones', () => {
    const { score } = readClip(source);
    const skeleton = skeletonOf(score);
    const repainted = repaintMelody(skeleton, 99, 'female');
    const before = skeleton.sung.notes;
    const after = repainted.sung.notes;
    expect(after.map((n) => [n.note.beat, n.note.syllable])).toEqual(
      before.map((n) => [n.note.beat, n.note.syllable]),
    );
    const changed = after.filter((n, i) => n.note.pitch % 12 !== before[i]!.note.pitch % 12).length;
    expect(changed / after.length).toBeGreaterThan(0.5);
  });

  it('underpainting: new accompaniment in the range, the clip kept outside it and its vocals kept', async () => {
    const out = join(dir, 'under');
    const figures = await paintClip(
      source,
      { mode: 'under', startS: 4, endS: 10, tags: 'hard techno', audioWeight: 0 },
      out,
    );
    expect(figures.audio_weight).toBe(0);
    const before = readStems(source);
    const after = readStems(out);
    expect(correlation(slice(after.vocals, 0, 14), slice(before.vocals, 0, 14))).toBeGreaterThan(
      0.999,
    );
    expect(
      correlation(slice(after.instrumental, 0, 3.9), slice(before.instrumental, 0, 3.9)),
    ).toBeGreaterThan(0.999);
    expect(
      correlation(slice(after.instrumental, 4.1, 9.9), slice(before.instrumental, 4.1, 9.9)),
    ).toBeLessThan(0.5);
    expect(
      timbreDistanceDb(slice(after.instrumental, 4.1, 9.9), slice(before.instrumental, 4.1, 9.9)),
    ).toBeGreaterThan(1.5);
  }, 60_000);

  it('overpainting: new vocals in the range over the clip instrumental', async () => {
    const out = join(dir, 'over');
    await paintClip(source, { mode: 'over', startS: 2, endS: 12, vocalGender: 'female' }, out);
    const before = readStems(source);
    const after = readStems(out);
    expect(correlation(after.instrumental, before.instrumental)).toBeGreaterThan(0.999);
    expect(
      correlation(slice(after.vocals, 2.1, 11.9), slice(before.vocals, 2.1, 11.9)),
    ).toBeLessThan(0.5);
    expect(readClip(out).score.words.map((w) => w.word)).toEqual(
      readClip(source).score.words.map((w) => w.word),
    );
  }, 60_000);
});
