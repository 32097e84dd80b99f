import { describe, expect, it } from 'vitest';
import { decodeWav } from '../encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { generateSamplePack } from './sample-pack';
import { readZip } from './zip';

/** Noise hits every beat at 120 BPM over a quiet 220 Hz drone, 10 s. */
function drums(): StereoBuffer {
  const samples = new Float32Array(10 * SAMPLE_RATE);
  let noise = 1;
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = 0.05 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
  for (let beat = 0; beat < 20; beat += 1) {
    const start = beat * SAMPLE_RATE * 0.5;
    for (let i = 0; i < 3000; i += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      samples[start + i]! += 0.6 * Math.exp(-i / 400) * (noise / 0x7fffffff - 0.5);
    }
  }
  return { left: samples, right: samples.slice() };
}

describe('generateSamplePack', () => {
  it('zips loops of 1, 2 and 4 bars cut on beats, and one-shots on the hits', () => {
    const mix = drums();
    const silent = {
      left: new Float32Array(mix.left.length),
      right: new Float32Array(mix.left.length),
    };
    const pack = generateSamplePack(mix, {
      vocals: silent,
      backingVocals: silent,
      instrumental: mix,
      method: 'exact',
    });
    expect(Math.abs(pack.tempoBpm - 120)).toBeLessThan(2);
    const files = readZip(pack.zip);
    const names = files.map((file) => file.name);
    expect(names).toContain('loops/instrumental_4bar.wav');
    expect(names.some((name) => name.includes('vocals'))).toBe(false);
    for (const bars of [1, 2, 4]) {
      const wav = decodeWav(files.find((f) => f.name === `loops/mix_${bars}bar.wav`)!.data);
      // Two beats a second: a bar of four lasts 2 s.
      expect(wav.channels[0]!.length / SAMPLE_RATE).toBeCloseTo(2 * bars, 1);
    }
    const hits = files.filter((file) => file.name.startsWith('one_shots/'));
    expect(hits.length).toBe(8);
    for (const hit of hits) {
      // Each one-shot starts on its hit: its loudest sample is in the first 30 ms.
      const samples = decodeWav(hit.data).channels[0]!;
      let loudest = 0;
      samples.forEach((v, i) => {
        if (Math.abs(v) > Math.abs(samples[loudest]!)) loudest = i;
      });
      expect(loudest / SAMPLE_RATE).toBeLessThan(0.03);
    }
  });
});
