import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auraImagePath, auraNumber } from './workspace';

describe('aura images (spec 001 §2)', () => {
  it('takes the first hex group mod 16 plus 1, skipping 9 and 15', () => {
    expect(auraNumber('a0000000-0000-4000-8000-000000000000')).toBe(1);
    expect(auraNumber('00000007-0000-4000-8000-000000000000')).toBe(8);
    expect(auraNumber('00000008-0000-4000-8000-000000000000')).toBe(10);
    expect(auraNumber('0000000d-0000-4000-8000-000000000000')).toBe(14);
    expect(auraNumber('0000000e-0000-4000-8000-000000000000')).toBe(16);
    expect(auraNumber('ffffffff-0000-4000-8000-000000000000')).toBe(16);
    expect(auraImagePath('00000001-aaaa')).toBe('/images/aura/Aura-02.jpg');
  });

  it('names an image the project ships for every workspace id', () => {
    for (let group = 0; group < 16; group += 1) {
      const path = auraImagePath(`${group.toString(16).padStart(8, '0')}-0000`);
      expect(existsSync(`public${path}`), path).toBe(true);
    }
  });
});
