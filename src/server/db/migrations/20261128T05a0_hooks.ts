import { sql, type Kysely } from 'kysely';

/**
 * Video uploads and hooks (issue 18, spec 001 §3 "Hook", "Video upload"): what decoding an
 * uploaded video found (its size and whether it has sound); each hook (its song, the ranges
 * rendered, its words and settings, the render's status), its likes and comments; and which
 * hook a notification is about (hook_like, hook_comment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('upload')
    .addColumn('videoWidth', 'integer')
    .addColumn('videoHeight', 'integer')
    .addColumn('videoHasAudio', 'boolean')
    .execute();
  await db.schema
    .createTable('hook')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('uploadId', 'text', (col) => col.notNull().references('upload.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('allowComments', 'boolean', (col) => col.notNull())
    .addColumn('showLyrics', 'boolean', (col) => col.notNull())
    .addColumn('videoRender', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('likeCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('commentCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('renderedAt', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('hook_status_time')
    .on('hook')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema
    .createTable('hook_like')
    .addColumn('hookId', 'text', (col) => col.notNull().references('hook.id').onDelete('cascade'))
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hook_like_pk', ['hookId', 'userId'])
    .execute();
  await db.schema
    .createTable('hook_comment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hookId', 'text', (col) => col.notNull().references('hook.id').onDelete('cascade'))
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('parentId', 'text', (col) => col.references('hook_comment.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('hook_comment_hook_time')
    .on('hook_comment')
    .columns(['hookId', 'createdAt'])
    .execute();
  await db.schema
    .alterTable('notification')
    .addColumn('hookId', 'text', (col) => col.references('hook.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification').dropColumn('hookId').execute();
  await db.schema.dropTable('hook_comment').execute();
  await db.schema.dropTable('hook_like').execute();
  await db.schema.dropTable('hook').execute();
  await db.schema
    .alterTable('upload')
    .dropColumn('videoWidth')
    .dropColumn('videoHeight')
    .dropColumn('videoHasAudio')
    .execute();
}
