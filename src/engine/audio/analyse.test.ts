import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { analyseAudio, stemHasVocal } from './analyse';
import { isSameOrRelativeKey } from './key';

/** Clicks every beat over a chord per bar (I IV V I of `tonicMidi` major), mono in both sides. */
function song(bpm: number, tonicMidi: number, seconds: number): StereoBuffer {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const beat = 60 / bpm;
  let noise = 12345;
  for (let t = 0; t * beat < seconds; t += 1) {
    const start = Math.round(t * beat * SAMPLE_RATE);
    for (let i = 0; i < 2000 && start + i < samples.length; i += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      samples[start + i]! += 0.5 * Math.exp(-i / 300) * (noise / 0x7fffffff - 0.5);
    }
  }
  const chords = [
    [0, 4, 7],
    [5, 9, 12],
    [7, 11, 14],
    [0, 4, 7],
  ];
  for (let i = 0; i < samples.length; i += 1) {
    const bar = Math.floor(i / SAMPLE_RATE / (4 * beat)) % 4;
    for (const step of chords[bar]!) {
      const hz = 440 * 2 ** ((tonicMidi + step - 69) / 12);
      samples[i]! += 0.05 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
    }
  }
  return { left: samples, right: samples.slice() };
}

describe('analyseAudio', () => {
  it.each([
    [100, 60, 'C major'],
    [128, 67, 'G major'],
  ])('finds %d BPM, the beats and the key', (bpm, tonic, key) => {
    const analysis = analyseAudio(song(bpm, tonic, 10));
    expect(Math.abs(analysis.tempoBpm - bpm)).toBeLessThan(2);
    const gaps = analysis.beatTimesS.slice(1).map((t, i) => t - analysis.beatTimesS[i]!);
    const median = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    expect(median).toBeCloseTo(60 / bpm, 1);
    expect(analysis.key.key).toBe(key);
    expect(isSameOrRelativeKey(analysis.key.key, key)).toBe(true);
  });
});

describe('isSameOrRelativeKey', () => {
  it('accepts the same and the relative key only', () => {
    expect(isSameOrRelativeKey('C major', 'A minor')).toBe(true);
    expect(isSameOrRelativeKey('E minor', 'G major')).toBe(true);
    expect(isSameOrRelativeKey('C major', 'C minor')).toBe(false);
    expect(isSameOrRelativeKey('Ab major', 'Eb major')).toBe(false);
  });
});

describe('stemHasVocal', () => {
  it('is false for a silent vocal stem and true for an audible one', () => {
    const mix = song(100, 60, 2);
    const silent = {
      left: new Float32Array(mix.left.length),
      right: new Float32Array(mix.left.length),
    };
    expect(stemHasVocal(silent, mix)).toBe(false);
    expect(stemHasVocal(mix, mix)).toBe(true);
  });
});
