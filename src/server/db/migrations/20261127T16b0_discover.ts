import { sql, type Kysely } from 'kysely';

/**
 * Discover (issue 15): plays counted by day per clip, so trending weighs recent plays more
 * than old ones, and indexes on when likes, comments and publications happened, so the
 * trending query reads only the recent window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clip_play_day')
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('plays', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('clip_play_day_pkey', ['clipId', 'day'])
    .execute();
  await db.schema.createIndex('clip_play_day_day_idx').on('clip_play_day').column('day').execute();
  await db.schema
    .createIndex('clip_reaction_updated_idx')
    .on('clip_reaction')
    .columns(['updatedAt'])
    .execute();
  await db.schema.createIndex('comment_created_idx').on('comment').columns(['createdAt']).execute();
  await db.schema
    .createIndex('clip_published_idx')
    .on('clip')
    .expression(sql`coalesce("publishedAt", "createdAt")`)
    .where(sql.ref('isPublic'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('clip_published_idx').ifExists().execute();
  await db.schema.dropIndex('comment_created_idx').ifExists().execute();
  await db.schema.dropIndex('clip_reaction_updated_idx').ifExists().execute();
  await db.schema.dropTable('clip_play_day').ifExists().execute();
}
