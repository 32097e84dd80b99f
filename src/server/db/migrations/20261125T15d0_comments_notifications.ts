import { sql, type Kysely } from 'kysely';

/**
 * Comments and notifications (issue 14, spec 000 §3, §6, §7): comments on clips (a reply names
 * its top-level comment), each user's LIKE or DISLIKE of a comment, reports, the users a clip
 * owner blocked from commenting on their clips, and the notifications each user receives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    // Deleting a comment deletes its replies.
    .addColumn('parentId', 'text', (col) => col.references('comment.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    // Handles, as JSON text (as clip.captionMentions).
    .addColumn('userMentions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('trackTimestamp', 'double precision')
    .addColumn('likeCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dislikeCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('replyCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('comment_clip_created_idx')
    .on('comment')
    .columns(['clipId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('comment_parent_created_idx')
    .on('comment')
    .columns(['parentId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('comment_reaction')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('commentId', 'text', (col) =>
      col.notNull().references('comment.id').onDelete('cascade'),
    )
    .addColumn('reaction', 'text', (col) =>
      col.notNull().check(sql`reaction in ('LIKE', 'DISLIKE')`),
    )
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('comment_reaction_pkey', ['userId', 'commentId'])
    .execute();

  await db.schema
    .createTable('comment_report')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('commentId', 'text', (col) =>
      col.notNull().references('comment.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('comment_report_pkey', ['userId', 'commentId'])
    .execute();

  await db.schema
    .createTable('comment_block')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('blockedUserId', 'text', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('comment_block_pkey', ['userId', 'blockedUserId'])
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    // Who caused it; null for an announcement.
    .addColumn('actorId', 'text', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('notificationType', 'text', (col) => col.notNull())
    .addColumn('clipId', 'text', (col) => col.references('clip.id').onDelete('cascade'))
    .addColumn('commentId', 'text', (col) => col.references('comment.id').onDelete('cascade'))
    .addColumn('playlistId', 'text', (col) => col.references('playlist.id').onDelete('cascade'))
    .addColumn('personaId', 'text', (col) => col.references('persona.id').onDelete('cascade'))
    .addColumn('content', 'text')
    .addColumn('isRead', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('isSuppressed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notification_user_updated_idx')
    .on('notification')
    .columns(['userId', 'updatedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notification',
    'comment_block',
    'comment_report',
    'comment_reaction',
    'comment',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
