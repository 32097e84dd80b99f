import { describe, expect, it } from 'vitest';
import { concatStereo } from '../audio';
import type { StereoBuffer } from '../score';
import { createMixer, type MixerOutput } from './mixer';
import { sine, syntheticSong } from './test-signals';

const song = syntheticSong(4, 7);

function sliceSong(start: number, end: number) {
  return {
    instruments: {
      left: song.instruments.left.subarray(start, end),
      right: song.instruments.right.subarray(start, end),
    },
    vocals: song.vocals.subarray(start, end),
    backing: song.backing.subarray(start, end),
  };
}

/** Compares sample for sample; far faster than a deep equality on long arrays. */
function expectSame(a: StereoBuffer, b: StereoBuffer): void {
  const bytes = (x: Float32Array) => Buffer.from(x.buffer, x.byteOffset, x.byteLength);
  expect(a.left.length).toBe(b.left.length);
  expect(bytes(a.left).equals(bytes(b.left)) && bytes(a.right).equals(bytes(b.right))).toBe(true);
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((sum, v) => sum + v * v, 0) / x.length);

describe('createMixer', () => {
  const whole = createMixer({ reverbAmount: 0.4 }).process(sliceSong(0, song.vocals.length));

  it('makes a mix that is exactly the sum of its three stems', () => {
    const { mix, stems } = whole;
    for (let i = 0; i < mix.left.length; i += 1) {
      const left = stems.vocals.left[i]! + stems.backing.left[i]! + stems.instrumental.left[i]!;
      const right = stems.vocals.right[i]! + stems.backing.right[i]! + stems.instrumental.right[i]!;
      if (mix.left[i] !== Math.fround(left) || mix.right[i] !== Math.fround(right)) {
        throw new Error(`sample ${i} differs from the stems' sum`);
      }
    }
    expect(rms(stems.vocals.left)).toBeGreaterThan(0.01);
    expect(rms(stems.instrumental.left)).toBeGreaterThan(0.05);
  });

  it('gives the same bytes whether the song comes whole or in uneven sections', () => {
    const mixer = createMixer({ reverbAmount: 0.4 });
    const cuts = [0, 1234, 44_100, 90_001, 90_002, song.vocals.length];
    const parts: MixerOutput[] = [];
    for (let k = 0; k + 1 < cuts.length; k += 1)
      parts.push(mixer.process(sliceSong(cuts[k]!, cuts[k + 1]!)));
    expectSame(concatStereo(parts.map((p) => p.mix)), whole.mix);
    expectSame(concatStereo(parts.map((p) => p.stems.backing)), whole.stems.backing);
  });

  it('rests through long silences between phrases, whatever the chunks', () => {
    const rate = 44_100;
    const phrase = sine(220, 0.3, 1);
    const vocals = new Float32Array(22 * rate);
    vocals.set(phrase, 0);
    vocals.set(phrase, 20 * rate);
    const input = (start: number, end: number) => ({
      instruments: { left: new Float32Array(end - start), right: new Float32Array(end - start) },
      vocals: vocals.subarray(start, end),
      backing: null,
    });
    const once = createMixer({ reverbAmount: 0.4 }).process(input(0, vocals.length));
    // After the reverb's tail has died away (8 s of silence) the voice is exact silence.
    expect(once.stems.vocals.left.subarray(10 * rate, 20 * rate).every((v) => v === 0)).toBe(true);
    expect(rms(once.stems.vocals.left.subarray(20 * rate))).toBeGreaterThan(0.01);
    const chunked = createMixer({ reverbAmount: 0.4 });
    const cuts = [0, 3 * rate, 9 * rate + 17, 19 * rate, vocals.length];
    const parts = cuts.slice(1).map((end, k) => chunked.process(input(cuts[k]!, end)));
    expectSame(concatStereo(parts.map((p) => p.stems.vocals)), once.stems.vocals);
  });

  it('is deterministic, and its reverb tail carries on after the input ends', () => {
    const a = createMixer({ reverbAmount: 0.4 });
    const b = createMixer({ reverbAmount: 0.4 });
    expectSame(a.process(sliceSong(0, 44_100)).mix, b.process(sliceSong(0, 44_100)).mix);
    const tail = a.finish();
    expectSame(tail.mix, b.finish().mix);
    const seconds = tail.mix.left.length / 44_100;
    expect(seconds).toBeGreaterThan(0.3);
    expect(seconds).toBeLessThanOrEqual(4);
    expect(rms(tail.stems.vocals.left.subarray(0, 4410))).toBeGreaterThan(1e-4);
    expect(Math.max(...tail.mix.left.subarray(-4410).map(Math.abs))).toBeLessThan(1e-3);
  });

  it('spreads the backing voices to both sides, lower than the lead, and adds reverb by amount', () => {
    const harmony = sine(440, 0.3, 1);
    const silent = {
      left: new Float32Array(harmony.length),
      right: new Float32Array(harmony.length),
    };
    const dry = createMixer({ reverbAmount: 0 }).process({
      instruments: silent,
      vocals: harmony,
      backing: harmony,
    });
    const { backing, vocals } = dry.stems;
    expect(rms(backing.left)).toBeGreaterThan(0.01);
    expect(rms(backing.right)).toBeGreaterThan(0.01);
    expect(rms(backing.left.map((v, i) => v - backing.right[i]!))).toBeGreaterThan(0.01);
    expect(rms(backing.left) + rms(backing.right)).toBeLessThan(
      rms(vocals.left) + rms(vocals.right),
    );
    // Dry vocals are centred; with reverb the channels differ.
    expectSame(
      { left: vocals.left, right: vocals.left },
      { left: vocals.right, right: vocals.right },
    );
    const wet = createMixer({ reverbAmount: 1 }).process({
      instruments: silent,
      vocals: harmony,
      backing: null,
    });
    const side = wet.stems.vocals.left.map((v, i) => v - wet.stems.vocals.right[i]!);
    expect(rms(side)).toBeGreaterThan(0.005);
  });

  it('high-passes the vocals and treats missing voices as silence', () => {
    const silent = { left: new Float32Array(44_100), right: new Float32Array(44_100) };
    const rumble = createMixer({ reverbAmount: 0 }).process({
      instruments: silent,
      vocals: sine(40, 0.05, 1),
      backing: null,
    });
    const voice = createMixer({ reverbAmount: 0 }).process({
      instruments: silent,
      vocals: sine(400, 0.05, 1),
      backing: null,
    });
    expect(rms(rumble.stems.vocals.left)).toBeLessThan(rms(voice.stems.vocals.left) / 4);
    const none = createMixer({ reverbAmount: 0.5 }).process({
      instruments: silent,
      vocals: null,
      backing: null,
    });
    expect(Math.max(...none.mix.left.map(Math.abs))).toBeLessThan(1e-12);
  });
});
