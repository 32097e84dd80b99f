import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('refuses past the limit with the seconds until the oldest hit leaves the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBe(0);
    now += 20_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(40);
    expect(limiter.take('b')).toBe(0);
    now += 40_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('gives back a hit, and forgets a key', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0);
    expect(limiter.take('a')).toBe(0);
    limiter.release('a');
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.take('a')).toBe(0);
  });

  it('a refused request does not extend the wait', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 10_000, () => now);
    limiter.take('a');
    now = 9_000;
    expect(limiter.take('a')).toBe(1);
    now = 10_000;
    expect(limiter.take('a')).toBe(0);
  });
});
