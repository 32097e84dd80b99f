import { describe, expect, it } from 'vitest';
import { halveRate, resample, resampleStereo } from './resample';
import { estimateFrequency, rms, sine } from './test-signals';

describe('resample', () => {
  it('converts 44.1 kHz to 48 kHz with the same pitch, no delay and tiny error', () => {
    const input = sine(1000, 1, 0.8);
    const output = resample(input, 44_100, 48_000);
    expect(output.length).toBe(48_000);
    expect(estimateFrequency(output, 48_000)).toBeCloseTo(1000, 1);
    const expected = sine(1000, 1, 0.8, 48_000);
    let worst = 0;
    for (let i = 100; i < output.length - 100; i += 1) {
      worst = Math.max(worst, Math.abs((output[i] ?? 0) - (expected[i] ?? 0)));
    }
    expect(20 * Math.log10(worst / 0.8)).toBeLessThan(-70);
  });

  it('keeps a 15 kHz tone and filters one above the new Nyquist frequency when downsampling', () => {
    const kept = resample(sine(15_000, 0.5, 0.5, 48_000), 48_000, 44_100);
    expect(kept.length).toBe(22_050);
    expect(rms(kept.subarray(500, -500))).toBeCloseTo(0.5 / Math.SQRT2, 2);
    const high = sine(23_000, 0.5, 0.5, 48_000);
    const level = (samples: Float32Array) => rms(samples.subarray(500, -500)) / (0.5 / Math.SQRT2);
    expect(level(resample(high, 48_000, 44_100))).toBeLessThan(0.03);
    const sharp = resample(high, 48_000, 44_100, { halfTaps: 48, cutoff: 0.9 });
    expect(level(sharp)).toBeLessThan(1e-3);
  });

  it('resamples both channels independently', () => {
    const stereo = resampleStereo({ left: sine(440, 0.5), right: sine(660, 0.5) }, 44_100, 48_000);
    expect(estimateFrequency(stereo.left, 48_000)).toBeCloseTo(440, 1);
    expect(estimateFrequency(stereo.right, 48_000)).toBeCloseTo(660, 1);
  });

  it('halves a rate with the folded kernel: the samples resample gives, within a rounding', () => {
    let state = 7;
    const noise = new Float32Array(44_101).map(() => {
      state = (state * 48_271) % 2_147_483_647;
      return state / 2_147_483_647 - 0.5;
    });
    for (const halfTaps of [8, 16]) {
      const folded = halveRate(noise, 44_100, { halfTaps });
      const plain = resample(noise, 44_100, 22_050, { halfTaps });
      expect(folded.length).toBe(plain.length);
      let worst = 0;
      for (let i = 0; i < plain.length; i += 1) {
        worst = Math.max(worst, Math.abs(folded[i]! - plain[i]!));
      }
      expect(worst).toBeLessThanOrEqual(1e-7);
    }
    expect(() => halveRate(noise, 44_101)).toThrow(/does not halve/);
  });
});
