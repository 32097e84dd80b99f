import { describe, expect, it } from 'vitest';
import { SignInCache } from './sign-in-cache';

const clock = (start = 1_000) => {
  const time = { now: start };
  return Object.assign(() => time.now, { advance: (ms: number) => (time.now += ms) });
};

/** Counts lookups; answers `value` (or null) after an optional gate. */
const looker = <T>(value: T | null, until?: number) => {
  const look = async () => {
    look.calls++;
    await look.gate;
    return value === null ? null : { value, until };
  };
  look.calls = 0;
  look.gate = Promise.resolve();
  return look;
};

describe('SignInCache', () => {
  it('reuses an answer until the TTL, then looks again', async () => {
    const now = clock();
    const cache = new SignInCache<string>({ ttlMs: 1000, now });
    const look = looker('ada');
    expect(await cache.get('k', look)).toBe('ada');
    now.advance(999);
    expect(await cache.get('k', look)).toBe('ada');
    expect(look.calls).toBe(1);
    now.advance(1);
    expect(await cache.get('k', look)).toBe('ada');
    expect(look.calls).toBe(2);
  });

  it('ends an entry when the credential expires, before the TTL', async () => {
    const now = clock();
    const cache = new SignInCache<string>({ ttlMs: 60_000, now });
    const look = looker('ada', now() + 10);
    await cache.get('k', look);
    now.advance(10);
    await cache.get('k', look);
    expect(look.calls).toBe(2);
  });

  it('never keeps an unknown credential', async () => {
    const cache = new SignInCache<string>();
    const look = looker<string>(null);
    expect(await cache.get('k', look)).toBeNull();
    expect(await cache.get('k', look)).toBeNull();
    expect(look.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one lookup among concurrent misses of a key', async () => {
    const cache = new SignInCache<string>();
    const look = looker('ada');
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', look)));
    expect(answers).toEqual(['ada', 'ada', 'ada']);
    expect(look.calls).toBe(1);
  });

  it('forgets everything on clear, and does not keep a lookup that was running then', async () => {
    const cache = new SignInCache<string>();
    await cache.get('a', looker('ada'));
    let open!: () => void;
    const slow = looker('bob');
    slow.gate = new Promise<void>((resolve) => (open = resolve));
    const running = cache.get('b', slow);
    cache.clear();
    open();
    expect(await running).toBe('bob');
    expect(cache.size).toBe(0);
    const again = looker('ada');
    await cache.get('a', again);
    expect(again.calls).toBe(1);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new SignInCache<string>({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, looker(key));
    expect(cache.size).toBe(2);
    const first = looker('a');
    await cache.get('a', first);
    expect(first.calls).toBe(1);
    const third = looker('c');
    await cache.get('c', third);
    expect(third.calls).toBe(0);
  });
});
