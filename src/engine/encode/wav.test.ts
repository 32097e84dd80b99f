import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { decodeWav, encodeWav, floatToInt } from './wav';

describe('encodeWav / decodeWav', () => {
  it('round-trips stereo exactly at 16 bits, clamping out-of-range samples', () => {
    const rng = createRng(11);
    const left = Float32Array.from({ length: 4410 }, () => rng.next() * 2.4 - 1.2);
    const right = Float32Array.from({ length: 4410 }, () => rng.next() * 2 - 1);
    const bytes = encodeWav({ left, right });
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    expect(bytes.length).toBe(44 + 4410 * 4);
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRate).toBe(44_100);
    expect(decoded.channels).toHaveLength(2);
    [left, right].forEach((source, c) => {
      const channel = decoded.channels[c] ?? new Float32Array(0);
      expect(channel.length).toBe(source.length);
      for (let i = 0; i < source.length; i += 1) {
        expect(floatToInt(channel[i] ?? NaN, 16)).toBe(floatToInt(source[i] ?? 0, 16));
        expect(Math.abs(channel[i] ?? 0)).toBeLessThanOrEqual(1);
      }
    });
    expect(floatToInt(1.5, 16)).toBe(32767);
    expect(floatToInt(-1.5, 16)).toBe(-32767);
    expect(floatToInt(0.5 / 32767, 16)).toBe(1);
  });

  it('writes 24-bit mono with its own sample rate', () => {
    const mono = Float32Array.from([0, 0.25, -0.25, 1, -1, 1 / 0x7fffff]);
    const bytes = encodeWav(mono, { sampleRate: 22_050, bitDepth: 24 });
    expect(bytes.length).toBe(44 + 6 * 3);
    const { sampleRate, channels } = decodeWav(bytes);
    expect(sampleRate).toBe(22_050);
    expect(channels).toHaveLength(1);
    const decoded = Array.from(channels[0] ?? [], (value) => floatToInt(value, 24));
    expect(decoded).toEqual(Array.from(mono, (value) => floatToInt(value, 24)));
    expect(decoded[5]).toBe(1);
  });

  it('rejects bytes that are not a WAVE file', () => {
    expect(() => decodeWav(new Uint8Array(64))).toThrow(/RIFF/);
  });
});
