import { sql, type Kysely } from 'kysely';

/**
 * Personas (spec 001 §3): a singer and style captured from a root clip, stored as the engine's
 * Persona JSON in `data`; loves (with `upvoteCount` kept beside them) and follows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('persona')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // No action on delete: a clip that is a persona's root cannot be deleted first (spec 000 §6),
    // while deleting the user removes both in one statement.
    .addColumn('rootClipId', 'text', (col) => col.notNull().references('clip.id'))
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('isPublic', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('isTrashed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('upvoteCount', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`"upvoteCount" >= 0`),
    )
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('persona_user_created_idx')
    .on('persona')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema.createIndex('persona_root_clip_idx').on('persona').column('rootClipId').execute();

  for (const table of ['persona_love', 'persona_follow']) {
    await db.schema
      .createTable(table)
      .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('personaId', 'text', (col) =>
        col.notNull().references('persona.id').onDelete('cascade'),
      )
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['userId', 'personaId'])
      .execute();
    await db.schema.createIndex(`${table}_persona_idx`).on(table).column('personaId').execute();
  }

  // A persona's page lists the clips made with it.
  await sql`create index clip_persona_idx on clip ((metadata->>'persona_id')) where metadata->>'persona_id' is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_persona_idx`.execute(db);
  for (const table of ['persona_follow', 'persona_love', 'persona']) {
    await db.schema.dropTable(table).execute();
  }
}
