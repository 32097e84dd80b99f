import { sql, type Kysely } from 'kysely';

/**
 * Playlists (spec 000 §3, 001 §3): a user's named, ordered list of clips, public or private, in
 * the trash or not; its entries (a position each, kept dense from 0), likes (with `upvoteCount`
 * beside them) and plays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playlist')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('isPublic', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('isTrashed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('upvoteCount', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`"upvoteCount" >= 0`),
    )
    .addColumn('playCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('playlist_user_created_idx')
    .on('playlist')
    .columns(['userId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('playlist_clip')
    .addColumn('playlistId', 'text', (col) =>
      col.notNull().references('playlist.id').onDelete('cascade'),
    )
    // A deleted clip leaves the playlists it was in.
    .addColumn('clipId', 'text', (col) => col.notNull().references('clip.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('playlist_clip_pkey', ['playlistId', 'clipId'])
    .execute();
  await db.schema
    .createIndex('playlist_clip_position_idx')
    .on('playlist_clip')
    .columns(['playlistId', 'position'])
    .execute();
  await db.schema
    .createIndex('playlist_clip_clip_idx')
    .on('playlist_clip')
    .column('clipId')
    .execute();

  await db.schema
    .createTable('playlist_like')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('playlistId', 'text', (col) =>
      col.notNull().references('playlist.id').onDelete('cascade'),
    )
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('playlist_like_pkey', ['userId', 'playlistId'])
    .execute();
  await db.schema
    .createIndex('playlist_like_playlist_idx')
    .on('playlist_like')
    .column('playlistId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['playlist_like', 'playlist_clip', 'playlist']) {
    await db.schema.dropTable(table).execute();
  }
}
