import { describe, expect, it } from 'vitest';
import { splitAtKeyFrames, splitFrames } from './split';

const covers = (ranges: [number, number][], frames: number) =>
  ranges.every(([from, to], i) => to > from && from === (ranges[i - 1]?.[1] ?? 0)) &&
  ranges.at(-1)![1] === frames;

describe('splitting a video among encoder threads', () => {
  it('splits evenly, never into segments too short to be worth a thread', () => {
    expect(splitFrames(720, 2)).toEqual([
      [0, 360],
      [360, 720],
    ]);
    expect(splitFrames(60, 2)).toEqual([[0, 60]]);
  });

  it('moves a boundary onto the upload’s key frame when that spares decoding twice', () => {
    // The bench's upload: a key frame every 8.3 s, the hook from 1 s. An even split would start
    // the second half 7.7 s after a key frame; at the 16.67 s key frame it decodes from there.
    const ranges = splitAtKeyFrames(720, 2, {
      startS: 1,
      fps: 24,
      keyTimesS: [0, 25 / 3, 50 / 3, 25],
    });
    expect(ranges[0]![1]).toBeGreaterThanOrEqual(376);
    expect(ranges[0]![1]).toBeLessThanOrEqual(377);
    expect(1 + ranges[0]![1] / 24).toBeGreaterThanOrEqual(50 / 3 - 1e-9);
    expect(covers(ranges, 720)).toBe(true);
  });

  it('keeps the even split when key frames are close or far from every boundary', () => {
    const even = splitFrames(720, 2);
    const often = Array.from({ length: 16 }, (_, i) => i * 2);
    expect(splitAtKeyFrames(720, 2, { startS: 1, fps: 24, keyTimesS: often })).toEqual(even);
    expect(splitAtKeyFrames(720, 2, { startS: 0, fps: 24, keyTimesS: [0] })).toEqual(even);
    expect(splitAtKeyFrames(720, 2, { startS: 0, fps: 24, keyTimesS: [] })).toEqual(even);
  });

  it('splits among three threads at key frames as well, covering every frame once', () => {
    // Key frames at 9 s and 21 s: the third part starts on the later one (an even start at 20 s
    // would decode 11 s twice); the second keeps its even start, 1 s after a key frame, as
    // starting on the 9 s one would leave it the longest part.
    const ranges = splitAtKeyFrames(720, 3, { startS: 0, fps: 24, keyTimesS: [0, 9, 21] });
    expect(covers(ranges, 720)).toBe(true);
    expect(ranges.map(([from]) => from)).toEqual([0, 240, 504]);
  });
});
