import { sql } from 'kysely';
import type { DB } from '../db/database';

const present = new WeakMap<DB, Promise<boolean>>();

/**
 * Whether the database has pg_trgm (the search migration creates it where it can), read once
 * per database. Without it, search matches words and prefixes only.
 */
export function hasFuzzySearch(db: DB): Promise<boolean> {
  let answer = present.get(db);
  if (!answer) {
    answer = sql<{ present: boolean }>`
      select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`
      .execute(db)
      .then(({ rows }) => Boolean(rows[0]?.present));
    present.set(db, answer);
  }
  return answer;
}
