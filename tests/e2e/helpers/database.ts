import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../../src/server/db/database';

/**
 * Sets a user's balance in a stopped server's embedded database, recording the change in the
 * ledger as the server would (a fixture for states that take minutes to reach by hand).
 */
export async function setCredits(dataDir: string, handle: string, credits: number): Promise<void> {
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; credits: number }>(
        'select id, credits from "user" where lower(handle) = lower($1) for update',
        [handle],
      );
      const user = rows[0];
      if (!user) throw new Error(`no user @${handle}`);
      await tx.query(
        `insert into credit_ledger ("userId", delta, "balanceAfter", reason, note)
         values ($1, $2, $3, 'purchase', 'test fixture')`,
        [user.id, credits - user.credits, credits],
      );
      await tx.query('update "user" set credits = $2 where id = $1', [user.id, credits]);
    });
  } finally {
    await db.close();
  }
}

/**
 * Publishes every clip of a user in a stopped server's embedded database (no route publishes a
 * clip yet); returns their ids.
 */
export async function publishClips(dataDir: string, handle: string): Promise<string[]> {
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await db.query<{ id: string }>(
      `update clip set "isPublic" = true
       where "userId" = (select id from "user" where lower(handle) = lower($1)) returning id`,
      [handle],
    );
    return rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}
