import { sql, type Kysely } from 'kysely';

/**
 * Share links (spec 001 §7 `POST /api/share/link`, issue 14): one short id per content, content
 * type, platform and recommendation item ('' for none), so asking again finds the same link.
 * The content is named by type and id (no foreign key: four kinds); who first asked is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_link')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('contentType', 'text', (col) =>
      col.notNull().check(sql`"contentType" in ('clip', 'playlist', 'persona', 'profile')`),
    )
    .addColumn('contentId', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('recommendationItemId', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('userId', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('share_link_content_idx')
    .on('share_link')
    .columns(['contentType', 'contentId', 'platform', 'recommendationItemId'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_link').ifExists().execute();
}
