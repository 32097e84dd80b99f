import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeak } from '../analysis/loudness';
import type { StereoBuffer } from '../score';
import { masterSong } from './master';
import { createMixer } from './mixer';
import { sine, stereo, syntheticSong } from './test-signals';

const song = syntheticSong(6, 11);
const mix = createMixer({ reverbAmount: 0.3 }).process(song).mix;

const peakOf = (buf: StereoBuffer) => {
  let peak = 0;
  for (let i = 0; i < buf.left.length; i += 1) {
    peak = Math.max(peak, Math.abs(buf.left[i]!), Math.abs(buf.right[i]!));
  }
  return peak;
};

describe('masterSong', () => {
  it('reaches -14 LUFS with a true peak at or under -1 dBTP, from a hot mix', () => {
    const result = masterSong(mix);
    expect(integratedLoudness(mix)).toBeGreaterThan(-13);
    expect(result.lufs).toBeCloseTo(integratedLoudness(result.master), 6);
    expect(Math.abs(result.lufs + 14)).toBeLessThan(0.5);
    expect(truePeak(result.master)).toBeLessThanOrEqual(-1);
    expect(result.truePeakDbtp).toBeCloseTo(truePeak(result.master), 6);
    expect(peakOf(result.master)).toBeLessThan(1);
  });

  it('raises a quiet mix, and its gain scales the stems the same way', () => {
    const quiet = { left: mix.left.map((v) => v * 0.05), right: mix.right.map((v) => v * 0.05) };
    const result = masterSong(quiet);
    expect(Math.abs(result.lufs + 14)).toBeLessThan(0.5);
    expect(result.truePeakDbtp).toBeLessThanOrEqual(-1);
    // Where the limiter rests, the master is the mix times the returned gain.
    const i = 1000;
    expect(result.master.left[i]).toBeCloseTo(quiet.left[i]! * result.gain, 5);
  });

  it('honours other targets and a sine needs no limiting', () => {
    const result = masterSong(stereo(sine(1000, 0.1, 3)), { targetLufs: -18, ceilingDbtp: -2 });
    expect(result.lufs).toBeCloseTo(-18, 1);
    expect(result.truePeakDbtp).toBeLessThan(-2);
    expect(result.gain).toBeCloseTo(
      10 ** ((-18 - integratedLoudness(stereo(sine(1000, 0.1, 3)))) / 20),
      3,
    );
  });

  it('passes silence through', () => {
    const result = masterSong(stereo(new Float32Array(1000)));
    expect(result.gain).toBe(1);
    expect(result.lufs).toBe(-Infinity);
  });
});
