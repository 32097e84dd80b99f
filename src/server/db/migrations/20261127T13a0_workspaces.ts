import { sql, type Kysely } from 'kysely';

/**
 * Workspaces (spec 001 §3, called projects in the payloads): a user's named folder of clips, in
 * the trash or not; the clips filed in one (a clip is in at most one workspace: the rest are in
 * the owner's default workspace, which has no row), pinned or not; and invitations, which make
 * the invited user a collaborator once accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('isTrashed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_user_created_idx')
    .on('project')
    .columns(['userId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('project_clip')
    // One workspace per clip; a deleted clip or workspace takes its entry with it.
    .addColumn('clipId', 'text', (col) =>
      col.primaryKey().references('clip.id').onDelete('cascade'),
    )
    .addColumn('projectId', 'text', (col) =>
      col.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('isPinned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_clip_project_idx')
    .on('project_clip')
    .columns(['projectId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('project_invite')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('projectId', 'text', (col) =>
      col.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('invitedUserId', 'text', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'accepted', 'declined')`),
    )
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('project_invite_once', ['projectId', 'invitedUserId'])
    .execute();
  await db.schema
    .createIndex('project_invite_user_idx')
    .on('project_invite')
    .columns(['invitedUserId', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_invite', 'project_clip', 'project']) {
    await db.schema.dropTable(table).execute();
  }
}
