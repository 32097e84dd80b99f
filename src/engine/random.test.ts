import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './random';

describe('createRng', () => {
  it('repeats a sequence for a seed and differs across seeds', () => {
    const take = (seed: number) => Array.from({ length: 5 }, createRng(seed).next);
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('keeps ints in range and forks independent streams', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i += 1) {
      const value = rng.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(createRng(1).fork('drums').next()).toBe(createRng(1).fork('drums').next());
    expect(createRng(1).fork('drums').next()).not.toBe(createRng(1).fork('bass').next());
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
