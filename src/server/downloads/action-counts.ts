import { sql } from 'kysely';
import type { ClipAction } from '../../contracts/constants';
import type { DB } from '../db/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds one to `action`'s count of each clip the user may see (their own, or public and out of
 * the trash); other ids are passed over. Answers how many clips were counted.
 */
export async function incrementActionCounts(
  db: DB,
  userId: string,
  clipIds: readonly string[],
  action: ClipAction,
): Promise<number> {
  const ids = [...new Set(clipIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return 0;
  const visible = await db
    .selectFrom('clip')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('userId', '=', userId),
        eb.and([eb('isPublic', '=', true), eb('isTrashed', '=', false)]),
      ]),
    )
    .execute();
  if (visible.length === 0) return 0;
  await db
    .insertInto('clip_action_count')
    .values(visible.map((row) => ({ clipId: row.id, action, count: 1 })))
    .onConflict((oc) =>
      oc.columns(['clipId', 'action']).doUpdateSet({ count: sql`clip_action_count.count + 1` }),
    )
    .execute();
  return visible.length;
}
