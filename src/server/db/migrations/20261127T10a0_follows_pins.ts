import { sql, type Kysely } from 'kysely';

/**
 * Profiles, follows, pins and the following feed (issue 14): who follows whom, a creator's
 * bio, when a song was pinned to its owner's profile (the oldest pin gives way) and when it was
 * first published (the following feed's order). Songs public before this migration count as
 * published when they were last changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_follow')
    .addColumn('followerId', 'text', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('followeeId', 'text', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_follow_pkey', ['followerId', 'followeeId'])
    .addCheckConstraint('user_follow_not_self', sql`"followerId" <> "followeeId"`)
    .execute();
  await db.schema
    .createIndex('user_follow_followee_idx')
    .on('user_follow')
    .columns(['followeeId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('user_profile')
    .addColumn('userId', 'text', (col) =>
      col.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('clip')
    .addColumn('pinnedAt', 'timestamptz')
    .addColumn('publishedAt', 'timestamptz')
    .execute();
  await sql`update clip set "publishedAt" = "updatedAt" where "isPublic"`.execute(db);
  await db.schema
    .createIndex('clip_user_published_idx')
    .on('clip')
    .columns(['userId', 'publishedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('clip_user_published_idx').ifExists().execute();
  await db.schema.alterTable('clip').dropColumn('publishedAt').dropColumn('pinnedAt').execute();
  await db.schema.dropTable('user_profile').ifExists().execute();
  await db.schema.dropTable('user_follow').ifExists().execute();
}
