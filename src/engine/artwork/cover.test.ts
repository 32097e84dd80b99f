import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { renderCover } from './cover';

const base = { title: 'Night Drive', genres: ['synthwave'], moods: [], seed: 42 };

/** The mean colour of a decoded RGB image. */
function meanColor(png: Uint8Array): [number, number, number] {
  const { data } = decode(png);
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    sum[0]! += data[i]!;
    sum[1]! += data[i + 1]!;
    sum[2]! += data[i + 2]!;
  }
  const pixels = data.length / 3;
  return [sum[0]! / pixels, sum[1]! / pixels, sum[2]! / pixels];
}

describe('renderCover', () => {
  it('encodes a valid 512x512 RGB PNG by default, and other sizes on request', () => {
    const image = decode(renderCover(base));
    expect([image.width, image.height, image.channels, image.depth]).toEqual([512, 512, 3, 8]);
    expect(decode(renderCover({ ...base, size: 128 })).width).toBe(128);
  });

  it('is deterministic per seed and differs across seeds', () => {
    const a = renderCover(base);
    expect(Buffer.from(renderCover(base)).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(renderCover({ ...base, seed: 43 })).equals(Buffer.from(a))).toBe(false);
  });

  it('picks warm colours for happy songs and dark blue-purple for sad ones', () => {
    for (const seed of [1, 2, 3]) {
      const [r, , b] = meanColor(renderCover({ ...base, genres: ['pop'], moods: ['happy'], seed }));
      const [dr, dg, db] = meanColor(
        renderCover({ ...base, genres: ['pop'], moods: ['sad'], seed }),
      );
      expect(r).toBeGreaterThan(b + 40);
      expect(db).toBeGreaterThan(dr);
      expect(dr + dg + db).toBeLessThan(r + b + 150);
    }
  });
});
