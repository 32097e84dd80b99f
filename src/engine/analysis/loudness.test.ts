import { describe, expect, it } from 'vitest';
import { sine, stereo } from '../mix/test-signals';
import { integratedLoudness, kWeightingFilters, truePeak } from './loudness';
import { concatMono } from '../audio';

/** The K-weighting power gain at `hz`, from the filters' transfer functions. */
function kWeightingPower(hz: number, sampleRate = 44_100): number {
  const w = (2 * Math.PI * hz) / sampleRate;
  let power = 1;
  for (const f of kWeightingFilters(sampleRate)) {
    const num = [
      f.b0 + f.b1 * Math.cos(w) + f.b2 * Math.cos(2 * w),
      -f.b1 * Math.sin(w) - f.b2 * Math.sin(2 * w),
    ];
    const den = [
      1 + f.a1 * Math.cos(w) + f.a2 * Math.cos(2 * w),
      -f.a1 * Math.sin(w) - f.a2 * Math.sin(2 * w),
    ];
    power *= (num[0]! ** 2 + num[1]! ** 2) / (den[0]! ** 2 + den[1]! ** 2);
  }
  return power;
}

const dbfs = (db: number) => 10 ** (db / 20);

describe('integratedLoudness', () => {
  it('matches BS.1770 for a full-scale 997 Hz sine on both channels (0 LUFS, -3.01 per channel)', () => {
    // Two channels of mean square 1/2, weighted by the K filter's gain at 997 Hz.
    const expected = -0.691 + 10 * Math.log10(2 * 0.5 * kWeightingPower(997));
    expect(expected).toBeCloseTo(0, 1);
    expect(integratedLoudness(stereo(sine(997, 1, 5)))).toBeCloseTo(expected, 2);
    const oneChannel = { left: sine(997, 1, 5), right: new Float32Array(5 * 44_100) };
    expect(integratedLoudness(oneChannel)).toBeCloseTo(expected - 3.0103, 2);
  });

  it('reads a -20 dBFS 1 kHz stereo sine at -20 LUFS and follows level exactly', () => {
    expect(integratedLoudness(stereo(sine(1000, dbfs(-20), 5)))).toBeCloseTo(-20, 1);
    const a = integratedLoudness(stereo(sine(1000, dbfs(-20), 5)));
    const b = integratedLoudness(stereo(sine(1000, dbfs(-26), 5)));
    expect(a - b).toBeCloseTo(6, 3);
  });

  it('weights highs up and lows down like the K curve', () => {
    const low = integratedLoudness(stereo(sine(50, dbfs(-20), 3)));
    const high = integratedLoudness(stereo(sine(8000, dbfs(-20), 3)));
    expect(low).toBeLessThan(-20.5);
    expect(high).toBeGreaterThan(-19);
  });

  it('gates quiet passages as EBU Tech 3341 cases 3 and 4 expect (-23 LUFS)', () => {
    const tone = (db: number, s: number) => sine(1000, dbfs(db), s);
    const case3 = concatMono([tone(-36, 10), tone(-23, 60), tone(-36, 10)]);
    expect(integratedLoudness(stereo(case3))).toBeCloseTo(-23, 1);
    const case4 = concatMono([
      tone(-72, 10),
      tone(-36, 10),
      tone(-23, 60),
      tone(-36, 10),
      tone(-72, 10),
    ]);
    expect(integratedLoudness(stereo(case4))).toBeCloseTo(-23, 1);
  });

  it('gives -Infinity for silence', () => {
    expect(integratedLoudness(stereo(new Float32Array(44_100)))).toBe(-Infinity);
  });
});

describe('truePeak', () => {
  it('finds the inter-sample peak of a sine at fs/4 sampled 45 degrees off its crest', () => {
    const x = sine(44_100 / 4, 1, 1, Math.PI / 4);
    const samplePeak = 20 * Math.log10(Math.max(...x.map(Math.abs)));
    expect(samplePeak).toBeCloseTo(-3.01, 2);
    expect(truePeak(stereo(x))).toBeGreaterThan(samplePeak + 2.9);
    expect(truePeak(stereo(x))).toBeCloseTo(0, 1);
  });

  it('stays within 0.1 dB of the real peak up to 15 kHz', () => {
    for (const hz of [100, 1000, 5000, 10_000, 15_000]) {
      expect(Math.abs(truePeak(stereo(sine(hz, 0.5, 0.5, 0.3))) + 6.0206)).toBeLessThan(0.1);
    }
  });
});
