import { sql, type Kysely } from 'kysely';

/**
 * Uploads (issue 16): each presigned upload target handed out (audio, spec 000 §7; video, spec
 * 001 §7), what was posted and what processing found; and the skip-paywall flag that gives a
 * user the top upload length (spec 000 §6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('created'))
    .addColumn('extension', 'text', (col) => col.notNull())
    .addColumn('storageKey', 'text', (col) => col.notNull())
    .addColumn('maxBytes', 'integer', (col) => col.notNull())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('uploadType', 'text')
    .addColumn('filename', 'text')
    .addColumn('sizeBytes', 'integer')
    .addColumn('durationS', 'real')
    .addColumn('title', 'text')
    .addColumn('hasVocal', 'boolean')
    .addColumn('errorMessage', 'text')
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('clipId', 'text', (col) => col.references('clip.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('upload_user_time')
    .on('upload')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('skipPaywall', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('skipPaywall').execute();
  await db.schema.dropTable('upload').execute();
}
