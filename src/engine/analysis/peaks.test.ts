import { describe, expect, it } from 'vitest';
import { waveformPeaks } from './peaks';

describe('waveformPeaks', () => {
  it('gives the max magnitude per bucket, scaled to 1 and rounded', () => {
    const left = new Float32Array(1000);
    const right = new Float32Array(1000);
    left[10] = 0.5;
    right[510] = -0.25;
    left[999] = 0.12345;
    const peaks = waveformPeaks({ left, right }, 4);
    expect(peaks).toEqual([1, 0, 0.5, 0.247]);
  });

  it('defaults to 200 buckets and handles silence and short buffers', () => {
    expect(
      waveformPeaks({ left: new Float32Array(44_100), right: new Float32Array(44_100) }),
    ).toEqual(new Array(200).fill(0));
    const short = waveformPeaks({ left: Float32Array.of(0.5, 1), right: Float32Array.of(0, 0) }, 4);
    expect(short).toHaveLength(4);
    expect(Math.max(...short)).toBe(1);
  });
});
