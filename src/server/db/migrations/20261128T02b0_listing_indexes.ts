import { sql, type Kysely } from 'kysely';

/**
 * Discover's and search's lists at scale (issue 15): measured on 100,000 public clips, "new
 * songs" counted every listed song (635 ms), "creators" grouped the window's songs from the
 * table (276 ms), and styles were read out of each clip's metadata, unpacking its lyrics too
 * (59 ms for the style list; every style tag search rechecked its phrase the same way).
 *
 * - `clip_listed_published_idx`: listed songs by publication, newest first, with their owner,
 *   styles and the columns of the expression (an index-only scan needs them), so new songs
 *   read a page in order, and creators and styles are counted from the index alone.
 * - `clip."styleTags"`: the styles (`metadata.tags`) as a column of their own, kept by a
 *   trigger, so lists and style searches read a short text instead of the metadata.
 */
export const STYLE_TAGS_DOCUMENT = `to_tsvector('simple'::regconfig, coalesce("styleTags", ''))`;

const LISTED = `where "isPublic" and not "isTrashed" and status = 'complete'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clip add column "styleTags" text`.execute(db);
  await sql`
    create function clip_style_tags() returns trigger language plpgsql as $$
    begin
      new."styleTags" := new.metadata->>'tags';
      return new;
    end $$`.execute(db);
  await sql`
    create trigger clip_style_tags before insert or update of metadata, "styleTags" on clip
      for each row execute function clip_style_tags()`.execute(db);
  await sql`update clip set "styleTags" = metadata->>'tags'`.execute(db);
  await sql
    .raw(`create index clip_style_tags_idx on clip using gin ((${STYLE_TAGS_DOCUMENT}))`)
    .execute(db);
  await sql`drop index if exists clip_tags_search_idx`.execute(db);
  await sql
    .raw(
      `create index clip_listed_published_idx on clip
        ((coalesce("publishedAt", "createdAt")) desc, id desc)
        include ("userId", "publishedAt", "createdAt", "styleTags") ${LISTED}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists clip_style_tags_idx`.execute(db);
  await sql`drop trigger if exists clip_style_tags on clip`.execute(db);
  await sql`drop function if exists clip_style_tags()`.execute(db);
  await sql`alter table clip drop column if exists "styleTags"`.execute(db);
  await sql`drop index if exists clip_listed_published_idx`.execute(db);
}
