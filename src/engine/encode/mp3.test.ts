import { describe, expect, it } from 'vitest';
import { concatBytes, createMp3Encoder, encodeMp3 } from './mp3';
import { decodeWithFfmpeg, estimateFrequency, testTone } from './test-signals';

const SECONDS = 4;

function encodeInChunks(chunkFrames: number[]) {
  const tone = testTone(SECONDS);
  const encoder = createMp3Encoder({ bitrate: 128 });
  const parts: Uint8Array[] = [];
  for (let start = 0, i = 0; start < tone.left.length; i += 1) {
    const end = start + (chunkFrames[i % chunkFrames.length] ?? 4096);
    parts.push(
      encoder.encode({
        left: tone.left.subarray(start, end),
        right: tone.right.subarray(start, end),
      }),
    );
    start = end;
  }
  return { parts, last: encoder.finish() };
}

describe('MP3 encoding', () => {
  it('gives the same bytes chunked as in one shot, at the asked constant bitrate', () => {
    const { parts, last } = encodeInChunks([1000, 4410, 17, 30_000]);
    const chunked = concatBytes([...parts, last]);
    const oneShot = encodeMp3(testTone(SECONDS), { bitrate: 128 });
    expect(chunked).toEqual(oneShot);
    expect(oneShot[0]).toBe(0xff);
    expect((oneShot[1] ?? 0) & 0xe0).toBe(0xe0);
    const kbps = (oneShot.length * 8) / SECONDS / 1000;
    expect(kbps).toBeGreaterThan(125);
    expect(kbps).toBeLessThan(136);
  });

  it('decodes to the right duration and pitch on each channel', async () => {
    const decoded = await decodeWithFfmpeg(encodeMp3(testTone(SECONDS)));
    expect(Math.abs(decoded.left.length / 44_100 - SECONDS)).toBeLessThan(0.05);
    expect(estimateFrequency(decoded.left, 44_100)).toBeCloseTo(440, 0);
    expect(estimateFrequency(decoded.right, 44_100)).toBeCloseTo(660, 0);
  }, 20_000);

  it('returns a playable prefix while encoding, before finish', async () => {
    const { parts } = encodeInChunks([4410]);
    const half = concatBytes(parts.slice(0, parts.length / 2));
    expect(half.length).toBeGreaterThan(0);
    const decoded = await decodeWithFfmpeg(half);
    expect(Math.abs(decoded.left.length / 44_100 - SECONDS / 2)).toBeLessThan(0.1);
    expect(estimateFrequency(decoded.left, 44_100)).toBeCloseTo(440, 0);
  }, 20_000);

  it('refuses to encode after finish', () => {
    const encoder = createMp3Encoder();
    encoder.finish();
    expect(() => encoder.finish()).toThrow(/finished/);
  });
});
