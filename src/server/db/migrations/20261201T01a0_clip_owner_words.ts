import { sql, type Kysely } from 'kysely';

/** How many hex digits of md5(owner) prefix each of a clip's words in clip_owner_words_idx. */
export const OWNER_WORDS_KEY_LENGTH = 8;

/** A clip's words, each prefixed by its owner's key: what clip_owner_words_idx indexes. */
export const OWNER_WORDS = 'clip_owner_words("userId", "searchDocument")';

/**
 * Library search (issue 15, scale; docs/search.md fifth round): a common word in one creator's
 * library read the word's every entry in clip_search_idx (`keep:*`, 36,359 clips, of which the
 * owner's 731), then and-ed them with the owner's clips: 15–25 ms of the database per search.
 * Here each clip's words are indexed as `<key>/<word>` (key: the first hex digits of the
 * owner's md5), so a word or prefix within one library reads that library's entries alone
 * (731 for `keep:*`, 0.2 ms). Two owners sharing a key only add candidates the query's
 * `"userId" =` removes. The positions and weights stay in "searchDocument" for ranking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function clip_owner_words(owner text, doc tsvector) returns tsvector
      language sql immutable parallel safe
      as $$ select array_to_tsvector(array(
        select left(md5(owner), ${sql.lit(OWNER_WORDS_KEY_LENGTH)}) || '/' || word
        from unnest(tsvector_to_array(doc)) as word)) $$`.execute(db);
  await sql`create index clip_owner_words_idx on clip using gin (${sql.raw(OWNER_WORDS)})`.execute(
    db,
  );
  // The planner's statistics of the new expression (without them it guesses its selectivity).
  await sql`analyze clip`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_owner_words_idx`.execute(db);
  await sql`drop function if exists clip_owner_words(text, tsvector)`.execute(db);
}
