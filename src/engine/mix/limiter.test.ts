import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { slidingMinimum } from './limiter';
import { masterSong } from './master';
import { accumulatePeakEnvelope, channelTruePeak } from './oversample';
import { sine, stereo } from './test-signals';

const noise = (n: number, seed: number) => {
  const rng = createRng(seed);
  return Float32Array.from({ length: n }, () => (rng.next() * 2 - 1) * rng.next());
};

describe('limiter parts', () => {
  it('computes a forward sliding minimum', () => {
    const x = noise(500, 1);
    const out = slidingMinimum(x, 7);
    for (let i = 0; i < x.length; i += 1) {
      expect(out[i]).toBe(Math.min(...x.subarray(i, i + 8)));
    }
  });

  it('skips only intervals that cannot reach the peak', () => {
    const x = noise(5000, 2);
    const everything = new Float32Array(x.length);
    accumulatePeakEnvelope(x, everything, 0);
    expect(channelTruePeak(x)).toBeCloseTo(Math.max(...everything), 6);
    expect(channelTruePeak(x)).toBeGreaterThan(Math.max(...x.map(Math.abs)));
  });

  it('holds inter-sample peaks under the ceiling when driven 20 dB into the limiter', () => {
    const x = sine(44_100 / 4, 1, 2, Math.PI / 4);
    const loud = masterSong(stereo(x), { targetLufs: 6 });
    expect(loud.truePeakDbtp).toBeLessThanOrEqual(-1);
    // The limiter, not the gain, had the last word: far below the (unreachable) target.
    expect(loud.lufs).toBeLessThan(3);
  });
});
