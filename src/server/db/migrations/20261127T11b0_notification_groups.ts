import { sql, type Kysely } from 'kysely';

/**
 * Grouped notifications (issue 14): several people's likes of one clip, playlist or comment
 * within NOTIFICATION_GROUP_WINDOW_MS of the first are one notification. `createdAt` is when a
 * group began (`updatedAt` moves with each new like); `notification_actor` lists who caused it,
 * each with when they last did. Existing notifications get their one actor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update notification set "createdAt" = "updatedAt"`.execute(db);
  await db.schema
    .createTable('notification_actor')
    .addColumn('notificationId', 'text', (col) =>
      col.notNull().references('notification.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_actor_pkey', ['notificationId', 'userId'])
    .execute();
  await sql`insert into notification_actor ("notificationId", "userId", "createdAt")
    select id, "actorId", "updatedAt" from notification where "actorId" is not null`.execute(db);
  await db.schema
    .createIndex('notification_group_idx')
    .on('notification')
    .columns(['userId', 'notificationType', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_actor').ifExists().execute();
  await db.schema.dropIndex('notification_group_idx').ifExists().execute();
  await db.schema.alterTable('notification').dropColumn('createdAt').execute();
}
