import { sql } from 'kysely';
import type { DB } from '../db/database';

type MarkTable = 'persona_love' | 'persona_follow';

/**
 * Sets (or, without `wanted`, toggles) one user's love or follow of a persona, in one
 * transaction: a love moves the persona's upvote_count with it. Returns whether it is now set.
 */
export async function setMark(
  db: DB,
  table: MarkTable,
  userId: string,
  personaId: string,
  wanted?: boolean | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The persona's row first: concurrent marks on one persona queue here, so counts stay exact.
    await trx.selectFrom('persona').select('id').where('id', '=', personaId).forUpdate().execute();
    const existing = await trx
      .selectFrom(table)
      .select('userId')
      .where('userId', '=', userId)
      .where('personaId', '=', personaId)
      .executeTakeFirst();
    const set = wanted ?? !existing;
    if (set === Boolean(existing)) return set;
    if (set) await trx.insertInto(table).values({ userId, personaId }).execute();
    else
      await trx
        .deleteFrom(table)
        .where('userId', '=', userId)
        .where('personaId', '=', personaId)
        .execute();
    if (table === 'persona_love') {
      await trx
        .updateTable('persona')
        .set({ upvoteCount: sql`"upvoteCount" + ${set ? 1 : -1}` })
        .where('id', '=', personaId)
        .execute();
    }
    return set;
  });
}
