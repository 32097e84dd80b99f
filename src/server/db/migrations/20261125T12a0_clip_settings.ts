import { sql, type Kysely } from 'kysely';

/**
 * Clip settings and reactions (issue 12, spec 000 §3, §6): the owner's text and switches on the
 * clip row (lists and objects as JSON text, so a row copies as it reads), each viewer's reaction (like or dislike, with feedback reasons), reports (flags) and
 * "not interested" feedback in tables of their own, one row per user and clip.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clip')
    .addColumn('caption', 'text')
    .addColumn('captionMentions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('displayTags', 'text')
    .addColumn('isPinned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('allowComments', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('canRemix', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('showRemix', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('remixType', 'text')
    .addColumn('downloadDisabledReason', 'text')
    .addColumn('contestIds', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('optOutVideoCoverHook', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('isAudioUploadTosAccepted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('feedbackReason', 'text')
    .addColumn('configurations', 'text')
    // The owner's own cover (cover-custom.<ext> in the clip's media), or null for the made one.
    .addColumn('imageFile', 'text')
    .execute();

  await db.schema
    .createTable('clip_reaction')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('reactionType', 'text', (col) =>
      col.notNull().check(sql`"reactionType" in ('L', 'D')`),
    )
    .addColumn('feedbackReason', 'text')
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('clip_reaction_pkey', ['userId', 'clipId'])
    .execute();
  await db.schema
    .createIndex('clip_reaction_clip_idx')
    .on('clip_reaction')
    .column('clipId')
    .execute();

  await db.schema
    .createTable('clip_flag')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('clip_flag_pkey', ['userId', 'clipId'])
    .execute();

  await db.schema
    .createTable('clip_recommend_feedback')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('feedbackType', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('clip_recommend_feedback_pkey', ['userId', 'clipId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['clip_recommend_feedback', 'clip_flag', 'clip_reaction']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [
    'caption',
    'captionMentions',
    'displayTags',
    'isPinned',
    'allowComments',
    'canRemix',
    'showRemix',
    'remixType',
    'downloadDisabledReason',
    'contestIds',
    'optOutVideoCoverHook',
    'isAudioUploadTosAccepted',
    'feedbackReason',
    'configurations',
    'imageFile',
  ]) {
    await db.schema.alterTable('clip').dropColumn(column).execute();
  }
}
