import { beforeAll, describe, expect, it } from 'vitest';
import { vocalPitchError } from '../analysis/pitch.ts';
import { SAMPLE_RATE, type VocalNote } from '../score.ts';
import { songFixture, twinkleFixture } from './fixtures.ts';
import { createVocalRenderer } from './render.ts';

const R = SAMPLE_RATE;

function rms(x: Float32Array, fromS: number, toS: number): number {
  let sum = 0;
  const from = Math.max(0, Math.round(fromS * R));
  const to = Math.min(x.length, Math.round(toS * R));
  for (let i = from; i < to; i += 1) sum += x[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

const dbfs = (value: number) => 20 * Math.log10(value + 1e-12);

async function renderWhole(notes: VocalNote[], gender: 'male' | 'female') {
  const renderer = await createVocalRenderer({ gender, quality: 0.8 });
  const result = await renderer.render(notes, 0, 10);
  await renderer.close();
  return result;
}

describe('createVocalRenderer', () => {
  const male = twinkleFixture(48);
  const female = twinkleFixture(60);
  let maleAudio: Float32Array;
  let femaleAudio: Float32Array;

  beforeAll(async () => {
    const m = await renderWhole(male, 'male');
    maleAudio = m.samples;
    femaleAudio = (await renderWhole(female, 'female')).samples;
  });

  it('sings the male and female lines within 15 cents', () => {
    for (const [audio, notes] of [
      [maleAudio, male],
      [femaleAudio, female],
    ] as const) {
      const { medianCents, voicedFrames } = vocalPitchError(audio, R, notes);
      expect(medianCents).toBeLessThanOrEqual(15);
      expect(voicedFrames).toBeGreaterThan(400);
    }
  });

  it('sings at about -6 dBFS', () => {
    const top = Math.max(
      ...[maleAudio, femaleAudio].map((a) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0)),
    );
    expect(dbfs(top)).toBeGreaterThan(-9);
    expect(dbfs(top)).toBeLessThan(-3);
  });

  it('keeps the rest after "star" silent but for a quiet breath before "how"', () => {
    // 'star' and its melisma end at 4.8 s; 'how' starts at 5.4 s (its consonant may lead by 80 ms);
    // the breath takes 4.94–5.26 s.
    expect(dbfs(rms(maleAudio, 4.82, 4.93))).toBeLessThan(-50);
    expect(dbfs(rms(maleAudio, 5.02, 5.2))).toBeGreaterThan(-55);
    expect(dbfs(rms(maleAudio, 5.02, 5.2))).toBeLessThan(-35);
    expect(dbfs(rms(maleAudio, 4.0, 4.6))).toBeGreaterThan(-30);
  });

  it('joins legato notes without clicks', () => {
    for (const note of male.slice(1)) {
      let jump = 0;
      const from = Math.round((note.start - 0.015) * R);
      for (let i = from; i < from + 0.03 * R; i += 1) {
        jump = Math.max(jump, Math.abs(maleAudio[i]! - maleAudio[i - 1]!));
      }
      expect(jump).toBeLessThan(0.08);
    }
  });

  it('renders in windows exactly as in one piece', async () => {
    const renderer = await createVocalRenderer({ gender: 'female', quality: 0.8 });
    const sum = new Float32Array(femaleAudio.length + R);
    for (const [start, end] of [
      [0, 2.9],
      [2.9, 5.35],
      [5.35, 10],
    ] as const) {
      const { offsetS, samples } = await renderer.render(female, start, end);
      expect(offsetS).toBe(start);
      const at = Math.round(offsetS * R);
      for (let i = 0; i < samples.length; i += 1) sum[at + i] = sum[at + i]! + samples[i]!;
    }
    let diff = 0;
    for (let i = 0; i < sum.length; i += 1)
      diff = Math.max(diff, Math.abs(sum[i]! - (femaleAudio[i] ?? 0)));
    expect(diff).toBeLessThan(1e-6);
  });

  it('renders a longer line (two word batches) in windows as in one piece', async () => {
    const notes = songFixture(3).filter((n) => n.start < 30);
    const whole = await (
      await createVocalRenderer({ gender: 'male', quality: 0.5 })
    ).render(notes, 0, 30);
    const renderer = await createVocalRenderer({ gender: 'male', quality: 0.5 });
    const sum = new Float32Array(whole.samples.length);
    for (let start = 0; start < 30; start += 7.5) {
      const { offsetS, samples } = await renderer.render(notes, start, start + 7.5);
      const at = Math.round(offsetS * R);
      for (let i = 0; i < samples.length; i += 1) sum[at + i] = sum[at + i]! + samples[i]!;
    }
    let diff = 0;
    for (let i = 0; i < sum.length; i += 1)
      diff = Math.max(diff, Math.abs(sum[i]! - whole.samples[i]!));
    expect(diff).toBeLessThan(1e-6);
    expect(vocalPitchError(whole.samples, R, notes).medianCents).toBeLessThanOrEqual(15);
  });

  it('is deterministic', async () => {
    const again = (await renderWhole(male, 'male')).samples;
    expect(Buffer.from(again.buffer).equals(Buffer.from(maleAudio.buffer))).toBe(true);
  });

  it('starts each detached note within 20 ms of the score', async () => {
    const detached = male
      .filter((n) => n.syllable !== '')
      .map((n) => ({ ...n, start: n.start + 0.5, duration: n.duration * 0.6 }));
    const { samples } = await renderWhole(detached, 'male');
    for (const note of detached) {
      // Level in a centred 10 ms window: the onset is where it first reaches 30% of the note's peak.
      const level = (t: number) => rms(samples, t - 0.005, t + 0.005);
      let loudest = 0;
      for (let t = note.start; t < note.start + 0.3; t += 0.005)
        loudest = Math.max(loudest, level(t));
      let onset = Number.NaN;
      for (let t = note.start - 0.1; t < note.start + 0.1; t += 0.002) {
        if (level(t) > 0.3 * loudest) {
          onset = t;
          break;
        }
      }
      expect(Math.abs(onset - note.start)).toBeLessThan(0.02);
    }
  });
});
