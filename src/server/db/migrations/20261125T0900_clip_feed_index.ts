import { sql, type Kysely } from 'kysely';

/**
 * The library's pages (GET /api/feed/v2): a user's clips in or out of the trash, newest first,
 * ties by id. With this index a page reads its 20 rows in order and stops; without it, every
 * clip of the user was read, its metadata unpacked and sorted for each page (issue 11).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index clip_user_trashed_created_idx on clip ("userId", "isTrashed", "createdAt" desc, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_user_trashed_created_idx`.execute(db);
}
