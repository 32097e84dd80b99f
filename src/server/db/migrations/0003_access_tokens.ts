import { sql, type Kysely } from 'kysely';

/**
 * Personal access tokens: what a programmatic client sends as `Authorization: Bearer <token>`.
 * Only a SHA-256 hash of each token is kept; the token itself is shown once, when created.
 * Revoking deletes the row, so a revoked token is indistinguishable from an unknown one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('lastFour', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lastUsedAt', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('access_token_user_idx')
    .on('access_token')
    .column('userId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_token').execute();
}
