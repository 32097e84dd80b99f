import type { RateLimiter } from '../generation/rate-limit';
import { rateLimitKey } from './client-ip';
import type { RateLimits } from './rate-limits';
import { tooManyRequests } from './rate-limits';

/** A request counted against the auth limits; `end` says how it went. */
export interface AuthAttempt {
  end(status: number): void;
}

type Counted = { limiter: RateLimiter; key: string };

/** What each limited Better Auth endpoint counts, and what it keeps once answered. */
const RULES: Record<string, { keepsSuccess: boolean; detail: string }> = {
  '/api/auth/sign-in/email': {
    keepsSuccess: false,
    detail: 'Too many failed sign-ins. Try again later.',
  },
  // A wrong current password is a password guess like a failed sign-in.
  '/api/auth/change-password': {
    keepsSuccess: false,
    detail: 'Too many failed password checks. Try again later.',
  },
  '/api/auth/sign-up/email': { keepsSuccess: true, detail: 'Too many sign-ups. Try again later.' },
};

const NOT_LIMITED: AuthAttempt = { end: () => {} };

/**
 * The rate limits of Better Auth's endpoints: sign-in failures per client address and per
 * account, sign-up attempts per client address. Every attempt is counted before Better Auth
 * sees it, so a burst of concurrent guesses cannot all pass before the first is counted; a
 * sign-in that succeeds is then given back (only failures count), and clears the account's
 * count. Throws 429 with Retry-After when any of the attempt's limits is reached.
 */
export function beginAuthAttempt(
  limits: RateLimits,
  path: string,
  clientIp: string,
  email: string | undefined,
): AuthAttempt {
  const rule = RULES[path.replace(/\/+$/, '')];
  if (!rule) return NOT_LIMITED;
  const address = rateLimitKey(clientIp);
  const counted: Counted[] = rule.keepsSuccess
    ? [{ limiter: limits.signUpsPerAddress, key: address }]
    : [{ limiter: limits.signInFailuresPerAddress, key: address }];
  if (email !== undefined && !rule.keepsSuccess) {
    counted.push({ limiter: limits.signInFailuresPerAccount, key: email });
  }
  const waits = counted.map(({ limiter, key }) => limiter.take(key));
  const wait = Math.max(...waits);
  if (wait > 0) {
    counted.forEach(({ limiter, key }, i) => waits[i] === 0 && limiter.release(key));
    throw tooManyRequests(rule.detail, wait);
  }
  return {
    end(status) {
      const succeeded = status < 400;
      // A server fault is not the client's attempt; a success only counts where it is the point.
      if (status >= 500 || (succeeded && !rule.keepsSuccess)) {
        for (const { limiter, key } of counted) limiter.release(key);
      }
      if (succeeded && !rule.keepsSuccess && email !== undefined) {
        limits.signInFailuresPerAccount.reset(email);
      }
    },
  };
}
