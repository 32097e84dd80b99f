import { sql, type Kysely } from 'kysely';

/**
 * A clip's hashtags as an indexed array (issue 15, scale). `hashtag_song` checked a pattern
 * (`#tag` as a whole word of the caption) on every clip whose document held the word: the
 * planner cannot tell how many captions hold it, and a common word meant thousands of checks.
 * `clip.hashtags` holds the caption's tags lower-cased (letters, digits and `_` after a `#`
 * that starts a word), kept by a trigger as `styleTags` is; `clip_hashtags_idx` finds a tag's
 * clips, and the planner estimates them from the column's statistics.
 */
export const HASHTAGS_OF = (caption: string) => `array(
  select distinct lower(hit[1])
  from regexp_matches(coalesce(${caption}, ''), '(?:^|[^[:alnum:]_])#([[:alnum:]_]+)', 'g')
    as hit)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clip add column hashtags text[]`.execute(db);
  await sql
    .raw(
      `create function clip_hashtags() returns trigger language plpgsql as $$
      begin
        new.hashtags := ${HASHTAGS_OF('new.caption')};
        return new;
      end $$`,
    )
    .execute(db);
  await sql`
    create trigger clip_hashtags before insert or update of caption, hashtags on clip
      for each row execute function clip_hashtags()`.execute(db);
  // Only captions with a `#` have tags: the others stay null (no row is rewritten for them).
  await sql
    .raw(`update clip set hashtags = ${HASHTAGS_OF('caption')} where caption like '%#%'`)
    .execute(db);
  await sql`create index clip_hashtags_idx on clip using gin (hashtags)`.execute(db);
  // The tags' statistics, from which a tag's clips are estimated.
  await sql`analyze clip (hashtags)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_hashtags_idx`.execute(db);
  await sql`drop trigger if exists clip_hashtags on clip`.execute(db);
  await sql`drop function if exists clip_hashtags()`.execute(db);
  await sql`alter table clip drop column if exists hashtags`.execute(db);
}
