import { sql, type Kysely } from 'kysely';

/**
 * Discover's "following" (issue 15, scale): the followed creators' listed songs, newest first.
 * Read through clip_user_published_idx, each creator's songs came from the table (1,070 heap
 * blocks, 18 ms, for 20 creators of 50 songs each, twice: the page and its count); this index
 * holds what the section reads, so both come from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index clip_owner_listed_idx on clip
      ("userId", (coalesce("publishedAt", "createdAt")) desc, id desc)
      include ("publishedAt", "createdAt")
      where "isPublic" and not "isTrashed" and status = 'complete'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_owner_listed_idx`.execute(db);
}
