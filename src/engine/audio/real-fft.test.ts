import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { fft } from './fft';
import { realFft } from './real-fft';

describe('realFft', () => {
  it("gives fft's power spectrum of a real frame, to float32 precision", () => {
    const rng = createRng(5);
    for (const size of [1024, 4096]) {
      const frame = Float64Array.from({ length: size }, () => rng.next() - 0.5);
      const re = frame.slice();
      const im = new Float64Array(size);
      fft(re, im);
      const transform = realFft(size);
      transform.input().set(frame);
      transform.transform();
      const power = new Float64Array(size / 2 + 1);
      transform.powers(power);
      for (let k = 0; k <= size / 2; k += 1) {
        const expected = re[k]! ** 2 + im[k]! ** 2;
        expect(Math.abs(power[k]! - expected)).toBeLessThan(1e-4 * (expected + 1));
      }
      expect(realFft(size)).toBe(transform);
    }
  });
});
