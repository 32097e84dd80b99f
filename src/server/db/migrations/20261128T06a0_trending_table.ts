import { sql, type Kysely } from 'kysely';
import { TRENDING_WEIGHTS } from '../../../contracts/constants';
import * as trendingScores from './20261128T02a0_trending_scores';

/**
 * The trending score in a table of its own (issue 15, scale). Kept on `clip` (migration
 * 20261128T02a0), each play by day, like and comment rewrote the clip row into every index of
 * `clip`, its GIN search document included (an indexed column changed: no HOT update), and the
 * 100,000-clip seed went from 130 s to 418 s. `clip_trending` holds one row per clip: the
 * score and latest event as before, the publication time and whether the clip is listed
 * (public, complete, out of the trash), copied by a trigger on `clip` when those change, so
 * the trending index (`clip_trending_idx`, partial on listed rows) is read without `clip`.
 */
const W = TRENDING_WEIGHTS;

const LISTED = (row: string) =>
  `${row}."isPublic" and not ${row}."isTrashed" and ${row}.status = 'complete'`;

const STATEMENTS = [
  `create table clip_trending (
    "clipId" text primary key references clip (id) on delete cascade,
    score float8,
    "activeAt" timestamptz,
    published timestamptz not null,
    listed boolean not null)`,
  `insert into clip_trending ("clipId", score, "activeAt", published, listed)
    select id, "trendingScore", "activeAt", coalesce("publishedAt", "createdAt"), ${LISTED('clip')}
    from clip`,
  `drop trigger clip_trending_publication on clip`,
  `drop function trending_publication()`,
  // Drops clip_trending_idx and clip_active_idx with them.
  `alter table clip drop column "trendingScore", drop column "activeAt"`,
  `create or replace function trending_event(clip_id text, weight float8, at timestamptz, sign int)
    returns void language plpgsql as $$
    begin
      if weight <= 0 then return; end if;
      update clip_trending set
        score = case when sign > 0
          then trending_add(score, trending_term(weight, at))
          else trending_remove(score, trending_term(weight, at)) end,
        "activeAt" = case when sign > 0 then greatest("activeAt", at)
          else trending_active_at("clipId", published) end
      where "clipId" = clip_id;
    end $$`,
  // A clip's row: its publication counts as an event (a new clip has no other yet); a move of
  // the publication moves that event; a change of listing is copied.
  `create function trending_clip() returns trigger language plpgsql as $$
    declare
      new_published timestamptz := coalesce(new."publishedAt", new."createdAt");
      old_published timestamptz;
      new_listed boolean := ${LISTED('new')};
    begin
      if tg_op = 'INSERT' then
        insert into clip_trending ("clipId", score, "activeAt", published, listed)
          values (new.id, trending_term(${W.publish}, new_published), new_published,
            new_published, new_listed);
        return null;
      end if;
      old_published := coalesce(old."publishedAt", old."createdAt");
      if new_published is distinct from old_published then
        update clip_trending set
          score = trending_add(trending_remove(score, trending_term(${W.publish}, old_published)),
            trending_term(${W.publish}, new_published)),
          "activeAt" = trending_active_at(new.id, new_published),
          published = new_published, listed = new_listed
        where "clipId" = new.id;
      elsif new_listed is distinct from (${LISTED('old')}) then
        update clip_trending set listed = new_listed where "clipId" = new.id;
      end if;
      return null;
    end $$`,
  `create trigger clip_trending_row after insert or update of
    "publishedAt", "createdAt", "isPublic", "isTrashed", status
    on clip for each row execute function trending_clip()`,
  // Trending pages (search and discover) read these in order and stop; the count of songs
  // active in the window reads the second.
  `create index clip_trending_idx on clip_trending (score desc nulls last, published desc, "clipId")
    where listed`,
  `create index clip_trending_active_idx on clip_trending ("activeAt") where listed`,
  // A trending page reads a few hundred rows in order and stops: parallel workers (a Gather
  // Merge, each walking the index) took longer to start under load than the read itself.
  `alter table clip_trending set (parallel_workers = 0)`,
  // The planner needs the new table's statistics at once (else it scans it whole to join).
  `analyze clip_trending`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

/** Back to the score on `clip`, computed again from the events. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists clip_trending_row on clip`.execute(db);
  await sql`drop function if exists trending_clip()`.execute(db);
  await sql`drop table if exists clip_trending`.execute(db);
  await trendingScores.down(db);
  await trendingScores.up(db);
}
