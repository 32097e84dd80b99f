import { sql, type Kysely } from 'kysely';

/**
 * Contests (issue 15, spec 001 §3 "Contest": id, end_time, base_clip_ids): made by staff, open
 * until `endTime`. `baseClipIds` is JSON text (a list of clip ids) like `clip.contestIds`, so
 * the same SQL runs on PGlite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contest')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('baseClipIds', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('endTime', 'timestamptz', (col) => col.notNull())
    .addColumn('createdBy', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contest_end_idx').on('contest').column('endTime').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contest').ifExists().execute();
}
