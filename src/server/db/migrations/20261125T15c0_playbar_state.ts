import { sql, type Kysely } from 'kysely';

/** Spec 001 §3 "Playbar state": one saved playbar per signed-in user, the last device's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playbar_state')
    .addColumn('userId', 'text', (col) =>
      col.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('playbarState', 'text', (col) => col.notNull())
    .addColumn('songIndex', 'integer', (col) => col.notNull())
    .addColumn('songPlayTime', 'double precision', (col) => col.notNull())
    .addColumn('repeatState', 'text', (col) => col.notNull())
    .addColumn('actionTime', 'timestamptz', (col) => col.notNull())
    // JSON text: the queue's clip ids, in play order.
    .addColumn('songIdsInQueue', 'text', (col) => col.notNull())
    .addColumn('volume', 'double precision', (col) => col.notNull())
    .addColumn('deviceId', 'text', (col) => col.notNull())
    .addColumn('deviceType', 'text', (col) => col.notNull())
    .addColumn('contextId', 'text')
    .addColumn('contextType', 'text')
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playbar_state').execute();
}
