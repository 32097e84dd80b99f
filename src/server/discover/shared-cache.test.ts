import { describe, expect, it } from 'vitest';
import { createSharedCache } from './shared-cache';

/** A cache on a clock the test moves, and a computation that counts its calls. */
function setUp(ttlMs: number, maxEntries = 10) {
  let time = 0;
  const cache = createSharedCache({ ttlMs, maxEntries, now: () => time });
  let calls = 0;
  const compute = () => Promise.resolve(++calls);
  return { cache, compute, advance: (ms: number) => (time += ms), calls: () => calls };
}

describe('discover shared cache', () => {
  it('serves a key computed within the TTL, and computes it again once it is older', async () => {
    const { cache, compute, advance } = setUp(30_000);
    expect(await cache.get('trending:0:12', compute)).toBe(1);
    advance(29_999);
    expect(await cache.get('trending:0:12', compute)).toBe(1);
    expect(await cache.get('trending:12:12', compute)).toBe(2);
    advance(1);
    expect(await cache.get('trending:0:12', compute)).toBe(3);
  });

  it('serves a key asked with a shorter TTL for that time only, never longer than its own', async () => {
    const { cache, compute, advance } = setUp(30_000);
    expect(await cache.get('following:x', compute, 5_000)).toBe(1);
    advance(4_999);
    expect(await cache.get('following:x', compute, 5_000)).toBe(1);
    advance(1);
    expect(await cache.get('following:x', compute, 5_000)).toBe(2);
    const short = setUp(1_000);
    expect(await short.cache.get('k', short.compute, 5_000)).toBe(1);
    short.advance(1_000);
    expect(await short.cache.get('k', short.compute, 5_000)).toBe(2);
  });

  it('shares one computation between concurrent callers and keeps no failure', async () => {
    const { cache, compute, calls } = setUp(30_000);
    const both = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(both).toEqual([1, 1]);
    expect(calls()).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('bad', compute)).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest, and nothing with a TTL of 0', async () => {
    const { cache, compute } = setUp(30_000, 2);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(4);
    const none = setUp(0);
    await none.cache.get('a', none.compute);
    expect(await none.cache.get('a', none.compute)).toBe(2);
  });
});
