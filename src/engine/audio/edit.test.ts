import { describe, expect, it } from 'vitest';
import { estimateFrequency, rms, sine } from '../encode/test-signals';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { changeSpeed, crop, DEFAULT_FADE_OUT_MS, fadeOut } from './edit';
import { AudioInputError } from './errors';

const tone = (hz: number, seconds: number): StereoBuffer => ({
  left: sine(hz, seconds),
  right: sine(hz, seconds),
});

describe('crop', () => {
  it('keeps a range to the sample', () => {
    const kept = crop(tone(440, 3), { startS: 0.5, endS: 2 });
    expect(kept.left.length).toBe(1.5 * SAMPLE_RATE);
  });

  it('removes a range and joins the rest without a click', () => {
    const cut = crop(tone(440, 3), { startS: 1, endS: 1.25, remove: true });
    expect(cut.left.length).toBe(2.75 * SAMPLE_RATE);
    const join = SAMPLE_RATE;
    let jump = 0;
    for (let i = join - 50; i < join + 50; i += 1) {
      jump = Math.max(jump, Math.abs(cut.left[i]! - cut.left[i - 1]!));
    }
    // A 440 Hz sine at 0.5 moves at most 0.031 per sample; a raw cut could jump up to 1.
    expect(jump).toBeLessThan(0.035);
  });

  it('fades the kept range out', () => {
    const kept = crop(tone(440, 2), { startS: 0, endS: 1, fadeMs: 500 });
    expect(Math.abs(kept.left[kept.left.length - 1]!)).toBeLessThan(1e-3);
    expect(rms(kept.left.subarray(0, SAMPLE_RATE / 2))).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('rejects ranges outside the clip', () => {
    expect(() => crop(tone(440, 1), { startS: 2, endS: 3 })).toThrow(AudioInputError);
    expect(() => crop(tone(440, 1), { startS: 0.5, endS: 0.2 })).toThrow(AudioInputError);
  });
});

describe('fadeOut', () => {
  it('fades the last 5000 ms by default and keeps the length', () => {
    const faded = fadeOut(tone(440, 7));
    expect(DEFAULT_FADE_OUT_MS).toBe(5000);
    expect(faded.left.length).toBe(7 * SAMPLE_RATE);
    expect(rms(faded.left.subarray(0, 2 * SAMPLE_RATE - 100))).toBeCloseTo(0.5 / Math.SQRT2, 3);
    const fadeStart = 2 * SAMPLE_RATE;
    expect(rms(faded.left.subarray(fadeStart, fadeStart + 4410))).toBeLessThan(0.354);
    expect(rms(faded.left.subarray(faded.left.length - 4410))).toBeLessThan(0.01);
  });
});

describe('changeSpeed', () => {
  it.each([0.8, 1.25, 1.5])('varispeed %f: length / factor, pitch x factor', (factor) => {
    const out = changeSpeed(tone(440, 2), { factor });
    expect(out.left.length).toBe(Math.round((2 * SAMPLE_RATE) / factor));
    expect(estimateFrequency(out.left, SAMPLE_RATE)).toBeCloseTo(440 * factor, 0);
  });

  it.each([0.8, 1.25, 1.5])('tempo only %f: length / factor, pitch kept', (factor) => {
    const out = changeSpeed(tone(440, 2), { factor, tempoOnly: true });
    expect(out.left.length).toBe(Math.round((2 * SAMPLE_RATE) / factor));
    expect(estimateFrequency(out.left, SAMPLE_RATE)).toBeCloseTo(440, 0);
    // The overlap-add of well-aligned frames keeps the level (no comb-filter dips).
    expect(rms(out.left.subarray(SAMPLE_RATE / 4, SAMPLE_RATE))).toBeGreaterThan(0.33);
  });

  it('changes only the range', () => {
    const source = tone(440, 3);
    const out = changeSpeed(source, { factor: 2, range: { startS: 1, endS: 2 } });
    expect(out.left.length).toBe(2.5 * SAMPLE_RATE);
    expect(out.left.subarray(0, SAMPLE_RATE)).toEqual(source.left.subarray(0, SAMPLE_RATE));
    expect(out.left.subarray(1.5 * SAMPLE_RATE)).toEqual(source.left.subarray(2 * SAMPLE_RATE));
    const middle = out.left.subarray(SAMPLE_RATE + 2000, 1.5 * SAMPLE_RATE - 2000);
    expect(estimateFrequency(middle, SAMPLE_RATE)).toBeCloseTo(880, 0);
  });

  it('rejects factors outside 0.25..4', () => {
    expect(() => changeSpeed(tone(440, 1), { factor: 0 })).toThrow(AudioInputError);
    expect(() => changeSpeed(tone(440, 1), { factor: 9 })).toThrow(AudioInputError);
  });
});
