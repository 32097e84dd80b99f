import { sql } from 'kysely';
import { withNotifications, type NotifyDeps } from '../notifications/notify';

type MarkTable = 'persona_love' | 'persona_follow';

/**
 * Sets (or, without `wanted`, toggles) one user's love or follow of a persona, in one
 * transaction: a love moves the persona's upvote_count with it, and a new love or follow tells
 * the persona's owner (persona_favorite, persona_follow). Returns whether it is now set.
 */
export async function setMark(
  deps: NotifyDeps,
  table: MarkTable,
  userId: string,
  personaId: string,
  wanted?: boolean | null,
): Promise<boolean> {
  return withNotifications(deps, async (trx, notify) => {
    // The persona's row first: concurrent marks on one persona queue here, so counts stay exact.
    const persona = await trx
      .selectFrom('persona')
      .select('userId')
      .where('id', '=', personaId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom(table)
      .select('userId')
      .where('userId', '=', userId)
      .where('personaId', '=', personaId)
      .executeTakeFirst();
    const set = wanted ?? !existing;
    if (set === Boolean(existing)) return set;
    if (set) {
      await trx.insertInto(table).values({ userId, personaId }).execute();
      const type = table === 'persona_love' ? 'persona_favorite' : 'persona_follow';
      await notify([{ userId: persona.userId, actorId: userId, type, personaId }]);
    } else
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
