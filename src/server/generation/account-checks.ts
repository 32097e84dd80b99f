import type { Tier } from '../../contracts/constants';
import { grantDailyCredits } from '../billing/credits';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from './deps';
import { isElevatedUsage } from './settings';

export const PAST_DUE_DETAIL = 'Subscription past due';

/**
 * The account rows of the catalogue, in its order (spec 000 §8), for every call that makes
 * clips: 423 needs support, 402 past due, 503 elevated usage for basic users. Tops up the
 * day's free credits first. Returns the user's tier.
 */
export async function checkAccount(deps: GenerationDeps, userId: string): Promise<Tier> {
  const { db } = deps;
  await grantDailyCredits(db, userId);
  const user = await db
    .selectFrom('user')
    .select(['tier', 'pastDue', 'needsSupport'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const tier = user.tier as Tier;
  if (user.needsSupport) {
    throw new ApiError(423, 'accountNeedsSupport', 'Your account requires support assistance');
  }
  if (user.pastDue) throw new ApiError(402, 'subscriptionPastDue', PAST_DUE_DETAIL);
  if (tier === 'basic' && (await isElevatedUsage(db))) {
    throw new ApiError(
      503,
      'elevatedUsage',
      'We are seeing elevated usage. Generations are currently only available for Pro and Premier subscribers.',
    );
  }
  return tier;
}

/** 429 "Too many requests" with its Retry-After, after the input checks (catalogue order). */
export function takeRateLimit(deps: GenerationDeps, userId: string): void {
  const retryAfter = deps.rateLimiter.take(userId);
  if (retryAfter > 0) {
    throw new ApiError(
      429,
      'tooManyRequests',
      'Too many requests, try again in a few moments.',
      retryAfter,
    );
  }
}
