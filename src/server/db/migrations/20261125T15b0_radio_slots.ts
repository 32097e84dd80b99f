import { sql, type Kysely } from 'kysely';

/**
 * Live radio's schedule (issue 13): each station's songs, one row a slot, appended as time
 * passes (src/server/radio/schedule-store.ts). Rows already written never change, so a song
 * playing keeps playing when the station's songs change; only later slots use the new set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('radio_slot')
    .addColumn('stationId', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('clipId', 'text', (col) => col.notNull())
    .addColumn('orderKey', 'text', (col) => col.notNull())
    .addColumn('startMs', 'double precision', (col) => col.notNull())
    .addColumn('durationS', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('radio_slot_pkey', ['stationId', 'seq'])
    .execute();
  await sql`create index clip_public_complete_idx on clip ("isPublic", "isTrashed", status)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_public_complete_idx`.execute(db);
  await db.schema.dropTable('radio_slot').execute();
}
