import { describe, expect, it } from 'vitest';
import { concatStereo } from '../audio';
import type { GenreFamily } from '../composer/genre';
import { createMixer, type MixerOutput } from './mixer';
import { sine } from './test-signals';
import { VOCAL_FX } from './vocal-fx';

const R = 44_100;
const BEAT_S = 0.5;
const silent = (n: number) => ({ left: new Float32Array(n), right: new Float32Array(n) });
const rms = (x: Float32Array, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += x[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
};

/** A 0.2 s sung "note" then 2.8 s of silence, through the lead chain of a family. */
function leadThrough(family: GenreFamily, reverbAmount = 0.3) {
  const vocals = new Float32Array(3 * R);
  vocals.set(sine(330, 0.3, 0.2), 0);
  return createMixer({ reverbAmount, vocalFx: { fx: VOCAL_FX[family], beatS: BEAT_S } }).process({
    instruments: silent(vocals.length),
    vocals,
    backing: null,
  }).stems.vocals;
}

describe('vocal effects by genre', () => {
  it('double-tracks the pop and rock lead into a wide pair; jazz and reggae stay a single centred take', () => {
    for (const family of ['pop', 'rock', 'electronic', 'urban'] as const) {
      const { left, right } = leadThrough(family, 0);
      const side = left.map((v, i) => v - right[i]!);
      expect(rms(side, 0, 0.2 * R) / rms(left, 0, 0.2 * R), family).toBeGreaterThan(0.03);
    }
    for (const family of ['jazz', 'reggae'] as const) {
      const { left, right } = leadThrough(family, 0);
      expect(rms(left.map((v, i) => v - right[i]!))).toBe(0);
    }
  });

  it('echoes reggae and electronic leads a dotted eighth later, rock with a slap-back; jazz not at all', () => {
    const echoAt = (family: GenreFamily, delayS: number) => {
      const { left } = leadThrough(family, 0);
      return (
        rms(left, Math.round((delayS + 0.03) * R), Math.round((delayS + 0.17) * R)) /
        rms(left, 0, 0.2 * R)
      );
    };
    expect(echoAt('reggae', 0.75 * BEAT_S)).toBeGreaterThan(0.1);
    expect(echoAt('electronic', 0.75 * BEAT_S)).toBeGreaterThan(0.08);
    expect(echoAt('jazz', 0.75 * BEAT_S)).toBeLessThan(0.01);
    expect(echoAt('rock', 0.11)).toBeGreaterThan(0.05);
  });

  it('gives ambient the longest reverb and urban the driest', () => {
    const tail = (family: GenreFamily) => rms(leadThrough(family).left, Math.round(1.2 * R), 3 * R);
    expect(tail('ambient')).toBeGreaterThan(1.5 * tail('pop'));
    expect(tail('urban')).toBeLessThan(tail('pop'));
  });

  it('gives the same bytes whether the song comes whole or in uneven chunks', () => {
    const vocals = new Float32Array(4 * R);
    for (let k = 0; k < 4; k += 1) vocals.set(sine(220 + 40 * k, 0.3, 0.6), Math.round(k * R));
    const options = { reverbAmount: 0.3, vocalFx: { fx: VOCAL_FX.electronic, beatS: BEAT_S } };
    const input = (from: number, to: number) => ({
      instruments: silent(to - from),
      vocals: vocals.subarray(from, to),
      backing: null,
    });
    const whole = createMixer(options).process(input(0, vocals.length)).stems.vocals;
    const mixer = createMixer(options);
    const cuts = [0, 777, R, 2 * R + 5, vocals.length];
    const parts: MixerOutput[] = [];
    for (let k = 0; k + 1 < cuts.length; k += 1)
      parts.push(mixer.process(input(cuts[k]!, cuts[k + 1]!)));
    const chunked = concatStereo(parts.map((p) => p.stems.vocals));
    expect(Buffer.from(chunked.left.buffer).equals(Buffer.from(whole.left.buffer))).toBe(true);
    expect(Buffer.from(chunked.right.buffer).equals(Buffer.from(whole.right.buffer))).toBe(true);
  });
});
