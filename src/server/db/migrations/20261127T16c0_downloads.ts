import { sql, type Kysely } from 'kysely';

/**
 * Downloads (issue 16): each song a user downloads, for the download quota, and how often each
 * clip's download actions were taken (spec 000 §7 increment_action_count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clip_download')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('clip_download_user_time')
    .on('clip_download')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema
    .createTable('clip_action_count')
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('clip_action_count_pk', ['clipId', 'action'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clip_action_count').execute();
  await db.schema.dropTable('clip_download').execute();
}
