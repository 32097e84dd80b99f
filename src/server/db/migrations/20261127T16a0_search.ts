import { sql, type Kysely } from 'kysely';

/**
 * The documents search reads (issue 15), as SQL over one table's columns, unqualified: the
 * indexes below are built on these very expressions (or, for a clip, on the column holding
 * it), and `src/server/search/` matches them with the same text, so a query is answered from
 * the index. 'simple' keeps words as written
 * (lower case, no stemming): titles, styles and handles are names, in any language.
 */
export const SEARCH_DOCUMENTS = {
  /**
   * A clip: title first, then styles, caption (its hashtags) and lyrics. Kept in the column
   * `clip."searchDocument"` by a trigger: ranking a common word recomputed it for every match
   * (1.7 s for 25,000 matches of 100,000 clips, 80 ms for 550; read from the column, 11 ms).
   */
  clip: `(setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(metadata->>'tags', '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(caption, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(lyrics, '')), 'D'))`,
  /** A clip's styles alone, for style tag pages. */
  clipTags: `to_tsvector('simple'::regconfig, coalesce(metadata->>'tags', ''))`,
  /** A persona or a playlist: name, then description. */
  named: `(setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'B'))`,
  /** A profile: handle and display name. */
  user: `to_tsvector('simple'::regconfig, coalesce(handle, '') || ' ' || coalesce(name, ''))`,
} as const;

/** The similarity (pg_trgm) expressions, indexed when the extension is there. */
export const SEARCH_FUZZY = {
  clip: 'lower(title)',
  named: 'lower(name)',
  user: 'lower(handle)',
} as const;

const index = (name: string, table: string, expression: string, ops = '') =>
  sql.raw(`create index ${name} on ${table} using gin ((${expression})${ops})`);

/**
 * Full-text indexes for every search type, and, where the database offers pg_trgm (PostgreSQL
 * with its contrib package; PGlite loads it, see database.ts), trigram indexes for misspelt
 * terms. Without the extension the block below only notes it and search matches words and
 * their prefixes (docs/architecture.md "Search").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clip add column "searchDocument" tsvector`.execute(db);
  // The document from the row being written (its columns named as the expression names them).
  await sql
    .raw(
      `create function clip_search_document() returns trigger language plpgsql as $$
      begin
        new."searchDocument" := (select ${SEARCH_DOCUMENTS.clip}
          from (select new.title as title, new.metadata as metadata, new.caption as caption,
            new.lyrics as lyrics) as written);
        return new;
      end
      $$`,
    )
    .execute(db);
  await sql`
    create trigger clip_search_document before insert or update of title, metadata, caption,
      lyrics, "searchDocument" on clip for each row execute function clip_search_document()`.execute(
    db,
  );
  await sql.raw(`update clip set "searchDocument" = ${SEARCH_DOCUMENTS.clip}`).execute(db);
  await sql`create index clip_search_idx on clip using gin ("searchDocument")`.execute(db);
  await index('clip_tags_search_idx', 'clip', SEARCH_DOCUMENTS.clipTags).execute(db);
  await index('persona_search_idx', 'persona', SEARCH_DOCUMENTS.named).execute(db);
  await index('playlist_search_idx', 'playlist', SEARCH_DOCUMENTS.named).execute(db);
  await index('user_search_idx', '"user"', SEARCH_DOCUMENTS.user).execute(db);
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm is not available: search matches words and prefixes only';
    end
    $$`.execute(db);
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(db);
  if (!rows[0]?.present) return;
  const trgm = ' gin_trgm_ops';
  await index('clip_title_trgm_idx', 'clip', SEARCH_FUZZY.clip, trgm).execute(db);
  await index('persona_name_trgm_idx', 'persona', SEARCH_FUZZY.named, trgm).execute(db);
  await index('playlist_name_trgm_idx', 'playlist', SEARCH_FUZZY.named, trgm).execute(db);
  await index('user_handle_trgm_idx', '"user"', SEARCH_FUZZY.user, trgm).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists clip_search_document on clip`.execute(db);
  await sql`drop function if exists clip_search_document()`.execute(db);
  await sql`alter table clip drop column if exists "searchDocument"`.execute(db);
  for (const name of [
    'clip_search_idx',
    'clip_tags_search_idx',
    'persona_search_idx',
    'playlist_search_idx',
    'user_search_idx',
    'clip_title_trgm_idx',
    'persona_name_trgm_idx',
    'playlist_name_trgm_idx',
    'user_handle_trgm_idx',
  ]) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
}
