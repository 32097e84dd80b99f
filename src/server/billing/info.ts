import { sql } from 'kysely';
import {
  CONCURRENCY_BY_TIER,
  CREDIT_PACKS,
  DAILY_FREE_CREDITS,
  MONTHLY_CREDITS,
  TIERS,
  type Tier,
} from '../../contracts/constants';
import type { BillingInfo } from '../../contracts/generation';
import type { DB } from '../db/database';
import { grantDailyCredits } from './credits';
import { billingModels } from './models';

/** `GET /api/billing/info/` for a user, after today's free grant. */
export async function billingInfo(db: DB, userId: string): Promise<BillingInfo> {
  await grantDailyCredits(db, userId);
  const user = await db
    .selectFrom('user')
    .select(['credits', 'tier', 'pastDue'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const tier = user.tier as Tier;
  const basic = tier === 'basic';
  // Usage in the current period: today for basic (daily grant), this month for paid plans.
  const since = basic
    ? sql`date_trunc('day', now() at time zone 'utc')`
    : sql`date_trunc('month', now() at time zone 'utc')`;
  const used = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('n'))
    .where('userId', '=', userId)
    .where('reason', 'in', ['generation', 'refund'])
    .where(sql<boolean>`("createdAt" at time zone 'utc') >= ${since}`)
    .executeTakeFirstOrThrow();
  return {
    credits: user.credits,
    total_credits_left: user.credits,
    tier,
    period: basic ? 'day' : 'month',
    monthly_limit: basic ? DAILY_FREE_CREDITS : MONTHLY_CREDITS[tier],
    monthly_usage: -Number(used.n),
    is_past_due: user.pastDue,
    models: billingModels(tier),
    plans: TIERS.map((id) => ({
      id,
      monthly_credits: MONTHLY_CREDITS[id],
      concurrency: CONCURRENCY_BY_TIER[id],
    })),
    credit_packs: CREDIT_PACKS.map((pack) => ({ ...pack })),
  };
}
