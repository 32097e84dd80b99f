import { beforeAll, describe, expect, it } from 'vitest';
import { detectPitch, type PitchFrame } from '../analysis/pitch.ts';
import { createHighPass } from '../mix/dynamics.ts';
import { SAMPLE_RATE, type VocalNote } from '../score.ts';
import { songFixture } from './fixtures.ts';
import { createVocalRenderer } from './render.ts';

const R = SAMPLE_RATE;
const LINE_S = 40;
const notes = songFixture(3).filter((n) => n.start < LINE_S - 2);
const heads = notes.filter((n) => n.syllable !== '');
const cents = (hz: number, midi: number) => 1200 * Math.log2(hz / (440 * 2 ** ((midi - 69) / 12)));
const dbfs = (x: number) => 20 * Math.log10(x + 1e-12);

function rms(x: Float32Array, fromS: number, toS: number): number {
  let sum = 0;
  const from = Math.max(0, Math.round(fromS * R));
  const to = Math.min(x.length, Math.round(toS * R));
  for (let i = from; i < to; i += 1) sum += x[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** The stem's sung line and its pitch track (5 ms hop). */
let audio: Float32Array;
let track: PitchFrame[];
const framesIn = (fromS: number, toS: number) =>
  track.filter((f) => f.timeS >= fromS && f.timeS < toS && f.hz !== null);

beforeAll(async () => {
  const renderer = await createVocalRenderer({ gender: 'male', quality: 0.65, seed: 5 });
  audio = (await renderer.render(notes, 0, LINE_S)).samples;
  track = detectPitch(audio, R, { hopS: 0.005 });
});

describe('the sung stem (40 s, male)', () => {
  it('glides into at least half of the legato steps of 2 semitones or more (60-120 ms)', () => {
    const steps = heads.filter((note, i) => {
      const before = notes.find((n) => Math.abs(n.start + n.duration - note.start) < 0.02);
      return i > 0 && before && Math.abs(before.pitch - note.pitch) >= 2 && note.duration >= 0.25;
    });
    expect(steps.length).toBeGreaterThan(8);
    // Time from the note's start until the sung pitch holds within 40 cents of it.
    const arrivals = steps.map((note: VocalNote) => {
      const frames = framesIn(note.start - 0.01, note.start + 0.25);
      const settled = frames.findIndex((f, k) =>
        frames.slice(k, k + 3).every((g) => Math.abs(cents(g.hz!, note.pitch)) < 40),
      );
      return settled < 0 ? Infinity : frames[settled]!.timeS - note.start;
    });
    const gliding = arrivals.filter((t) => t >= 0.04 && t <= 0.15);
    expect(gliding.length / steps.length).toBeGreaterThanOrEqual(0.5);
  });

  it('sets vibrato in late, at depths spread over 12 cents or more between notes', () => {
    const long = heads.filter((n) => n.duration >= 0.55);
    expect(long.length).toBeGreaterThan(10);
    // Frames over 150 cents off are the tracker's octave slips at note ends, not vibrato.
    const depth = (note: VocalNote, fromS: number, toS: number) => {
      const c = framesIn(note.start + fromS, note.start + toS)
        .map((f) => cents(f.hz!, note.pitch))
        .filter((v) => Math.abs(v) < 150);
      return c.length < 4 ? NaN : (Math.max(...c) - Math.min(...c)) / 2;
    };
    const late = long
      .map((n) => depth(n, n.duration - 0.25, n.duration - 0.04))
      .filter(Number.isFinite);
    const early = long.map((n) => depth(n, 0.12, 0.2)).filter(Number.isFinite);
    // The spread between the 10th and 90th percentile notes (before: 7 cents, one depth for all).
    const sorted = [...late].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!;
    expect(at(0.9) - at(0.1)).toBeGreaterThanOrEqual(12);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(early)).toBeLessThan(0.6 * mean(late));
  });

  it('breathes, quietly, in at least half of the gaps of 0.4 s or more', () => {
    const gaps = heads.filter((note) => {
      const before = notes.filter((n) => n.start < note.start);
      const lastEnd = Math.max(...before.map((n) => n.start + n.duration));
      return before.length > 0 && note.start - lastEnd >= 0.4;
    });
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    const sung = dbfs(rms(audio, 0, LINE_S));
    const breathing = gaps.filter((note) => {
      const level = dbfs(rms(audio, note.start - 0.32, note.start - 0.16));
      return level > -60 && level < sung - 12;
    });
    expect(breathing.length / gaps.length).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps the buzz down: under 0.3% of the energy above 4 kHz (before: 0.49%)', () => {
    const high = audio.slice();
    createHighPass(4000)(high);
    createHighPass(4000)(high);
    const share = rms(high, 0, LINE_S) ** 2 / rms(audio, 0, LINE_S) ** 2;
    expect(share).toBeLessThan(0.003);
  });
});
