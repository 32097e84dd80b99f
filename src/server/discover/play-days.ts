import { sql } from 'kysely';
import type { DB } from '../db/database';

/** Adds `plays` to a clip's plays of today (UTC), which trending weighs by their age. */
export async function countPlayDay(db: DB, clipId: string, plays: number): Promise<void> {
  await db
    .insertInto('clip_play_day')
    .values({ clipId, day: sql<string>`(now() at time zone 'UTC')::date`, plays })
    .onConflict((conflict) =>
      conflict
        .columns(['clipId', 'day'])
        .doUpdateSet({ plays: sql<number>`clip_play_day.plays + excluded.plays` }),
    )
    .execute();
}
