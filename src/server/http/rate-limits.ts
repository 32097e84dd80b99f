import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS, type RateLimitRule } from '../../contracts/constants';
import { RateLimiter } from '../generation/rate-limit';
import { ApiError } from './errors';
import type { UserEnv } from './session';

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimiter>;

/** How a server's limits differ from RATE_LIMITS: tests run them on their own clock, smaller. */
export interface RateLimitOptions {
  now?: () => number;
  rules?: Partial<Record<RateLimitName, RateLimitRule>>;
}

/** One limiter per rule of RATE_LIMITS, all on one clock. */
export function createRateLimits({
  now = Date.now,
  rules = {},
}: RateLimitOptions = {}): RateLimits {
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  const entries = names.map((name) => {
    const { limit, windowMs } = rules[name] ?? RATE_LIMITS[name];
    return [name, new RateLimiter(limit, windowMs, now)];
  });
  return Object.fromEntries(entries) as RateLimits;
}

/** 429 `tooManyRequests`; the error handler turns `retryAfterS` into the Retry-After header. */
export function tooManyRequests(detail: string, retryAfterS: number): ApiError {
  return new ApiError(429, 'tooManyRequests', detail, retryAfterS);
}

/**
 * Counts a signed-in user's request against `limiter` (after `requireUser`); past the limit the
 * request is refused before it does anything. `detail` is the text the route's spec gives.
 */
export function limitPerUser(
  limiter: RateLimiter,
  detail = 'Too many requests, try again in a few moments.',
): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const wait = limiter.take(c.get('user').id);
    if (wait > 0) throw tooManyRequests(detail, wait);
    await next();
  };
}
