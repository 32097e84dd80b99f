import { sql, type Transaction } from 'kysely';
import { DAILY_FREE_CREDITS, MIN_CREDITS_TO_CREATE } from '../../contracts/constants';
import type { DB } from '../db/database';
import type { Database, LedgerReason } from '../db/schema';

export type Tx = Transaction<Database>;

/** Thrown inside a transaction when the balance cannot pay; the route answers 402. */
export class InsufficientCreditsError extends Error {
  constructor(readonly balance: number) {
    super(`Need at least ${MIN_CREDITS_TO_CREATE} credits to create`);
  }
}

interface Entry {
  userId: string;
  delta: number;
  reason: LedgerReason;
  clipId?: string;
  grantDay?: string;
  note?: string;
}

/**
 * Appends one ledger row and moves the balance with it, under a lock on the user's row. A row the
 * unique indexes refuse (a second debit or refund of a clip, a second grant that day) changes
 * nothing and returns null, which makes every caller idempotent.
 */
export async function appendLedger(trx: Tx, entry: Entry): Promise<number | null> {
  const user = await trx
    .selectFrom('user')
    .select('credits')
    .where('id', '=', entry.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const balanceAfter = user.credits + entry.delta;
  if (balanceAfter < 0) throw new InsufficientCreditsError(user.credits);
  const inserted = await trx
    .insertInto('credit_ledger')
    .values({
      userId: entry.userId,
      delta: entry.delta,
      balanceAfter,
      reason: entry.reason,
      clipId: entry.clipId ?? null,
      grantDay: entry.grantDay ?? null,
      note: entry.note ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await trx
    .updateTable('user')
    .set({ credits: balanceAfter })
    .where('id', '=', entry.userId)
    .execute();
  return balanceAfter;
}

/**
 * Debits new clips, one ledger row per clip that costs credits. Clips that cost credits need
 * at least MIN_CREDITS_TO_CREATE and their whole price; free clips (concat, merge, edits) pass.
 */
export async function debitClips(
  trx: Tx,
  userId: string,
  clips: { clipId: string; credits: number }[],
): Promise<void> {
  const total = clips.reduce((sum, clip) => sum + clip.credits, 0);
  if (total === 0) return;
  const user = await trx
    .selectFrom('user')
    .select('credits')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (user.credits < Math.max(MIN_CREDITS_TO_CREATE, total)) {
    throw new InsufficientCreditsError(user.credits);
  }
  for (const { clipId, credits } of clips) {
    if (credits > 0)
      await appendLedger(trx, { userId, delta: -credits, reason: 'generation', clipId });
  }
}

/** Gives a clip's credits back, once: only if it was debited and not yet refunded. */
export async function refundClip(trx: Tx, clipId: string): Promise<boolean> {
  const debit = await trx
    .selectFrom('credit_ledger')
    .select(['userId', 'delta'])
    .where('clipId', '=', clipId)
    .where('reason', '=', 'generation')
    .executeTakeFirst();
  if (!debit) return false;
  const balance = await appendLedger(trx, {
    userId: debit.userId,
    delta: -debit.delta,
    reason: 'refund',
    clipId,
  });
  return balance !== null;
}

/** Today's date in UTC, the day free grants are counted by. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Basic users get DAILY_FREE_CREDITS a day: once per UTC day the balance is topped up to it
 * (credits left from earlier days are kept, not added to).
 */
export async function grantDailyCredits(db: DB, userId: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const granted = await db
    .selectFrom('credit_ledger')
    .select('id')
    .where('userId', '=', userId)
    .where('grantDay', '=', sql<string>`${day}::date`)
    .executeTakeFirst();
  if (granted) return;
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['credits', 'tier'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.tier !== 'basic') return;
    const delta = Math.max(0, DAILY_FREE_CREDITS - user.credits);
    await appendLedger(trx, { userId, delta, reason: 'daily_grant', grantDay: day });
  });
}
