import { sql, type Kysely } from 'kysely';
import { TRENDING_HALF_LIFE_HOURS, TRENDING_WEIGHTS } from '../../../contracts/constants';

/**
 * Trending, kept up to date instead of computed per request (issue 15, scale). A song's score
 * is Σ weight × ½^(age / half-life) over its plays by day, likes, comments and publication.
 * Every term shrinks by the same factor as time passes, so the order of songs never changes
 * with the clock alone: the score is stored as log2 Σ weight × 2^(t_event / half-life)
 * (`clip."trendingScore"`, comparable across songs at any time), each event adding or
 * removing its term as it is written, by the triggers below. `clip."activeAt"` is the latest
 * event's time: trending lists songs active in the window. Weights and half-life are baked
 * into `trending_term` here; changing them takes a migration that recomputes the scores.
 */
const W = TRENDING_WEIGHTS;
const HALF_LIFE_S = TRENDING_HALF_LIFE_HOURS * 3600;

const FUNCTIONS = [
  // An event's term: log2(weight) + its time in half-lives.
  `create function trending_term(weight float8, at timestamptz) returns float8
    language sql immutable as $$
      select ln(weight) / ln(2) + extract(epoch from at)::float8 / ${HALF_LIFE_S} $$`,
  // log2(2^score ± 2^term); null stands for an empty sum.
  `create function trending_add(score float8, term float8) returns float8
    language sql immutable as $$
      select case when score is null then term
        else greatest(score, term) + ln(1 + power(2, least(score, term) - greatest(score, term))) / ln(2) end $$`,
  `create function trending_remove(score float8, term float8) returns float8
    language sql immutable as $$
      select case when score is null or term >= score - 1e-9 then null
        else score + ln(1 - power(2, term - score)) / ln(2) end $$`,
  // A clip's latest event: read again when one is removed or its publication moves.
  `create function trending_active_at(clip_id text, published timestamptz) returns timestamptz
    language sql stable as $$
      select greatest(published,
        (select max("updatedAt") from clip_reaction
          where "clipId" = clip_id and "reactionType" = 'L'),
        (select max("createdAt") from comment where "clipId" = clip_id),
        (select max((day + time '12:00') at time zone 'UTC') from clip_play_day
          where "clipId" = clip_id and plays > 0)) $$`,
  // Adds (sign 1) or removes (-1) `weight` at `at` to a clip's score.
  `create function trending_event(clip_id text, weight float8, at timestamptz, sign int)
    returns void language plpgsql as $$
    begin
      if weight <= 0 then return; end if;
      update clip set
        "trendingScore" = case when sign > 0
          then trending_add("trendingScore", trending_term(weight, at))
          else trending_remove("trendingScore", trending_term(weight, at)) end,
        "activeAt" = case when sign > 0 then greatest("activeAt", at)
          else trending_active_at(id, coalesce("publishedAt", "createdAt")) end
      where id = clip_id;
    end $$`,
  // Plays by day count at the day's noon, as the window's reading of them did.
  `create function trending_play_day() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform trending_event(old."clipId", ${W.play} * old.plays,
          (old.day + time '12:00') at time zone 'UTC', -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform trending_event(new."clipId", ${W.play} * new.plays,
          (new.day + time '12:00') at time zone 'UTC', 1);
      end if;
      return null;
    end $$`,
  `create function trending_reaction() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old."reactionType" = 'L' then
        perform trending_event(old."clipId", ${W.like}, old."updatedAt", -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new."reactionType" = 'L' then
        perform trending_event(new."clipId", ${W.like}, new."updatedAt", 1);
      end if;
      return null;
    end $$`,
  `create function trending_comment() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform trending_event(old."clipId", ${W.comment}, old."createdAt", -1);
      else
        perform trending_event(new."clipId", ${W.comment}, new."createdAt", 1);
      end if;
      return null;
    end $$`,
  // The publication: first going public (its creation for rows that never recorded it).
  `create function trending_publication() returns trigger language plpgsql as $$
    declare
      published timestamptz := coalesce(new."publishedAt", new."createdAt");
    begin
      if tg_op = 'UPDATE' then
        if published is not distinct from coalesce(old."publishedAt", old."createdAt") then
          return new;
        end if;
        new."trendingScore" := trending_remove(new."trendingScore",
          trending_term(${W.publish}, coalesce(old."publishedAt", old."createdAt")));
        new."activeAt" := trending_active_at(new.id, published);
      else
        -- A new clip has no event yet (a copied row's score is not its own).
        new."trendingScore" := null;
        new."activeAt" := published;
      end if;
      new."trendingScore" := trending_add(new."trendingScore", trending_term(${W.publish}, published));
      return new;
    end $$`,
];

const TRIGGERS = [
  `create trigger clip_trending_publication before insert or update of "publishedAt", "createdAt"
    on clip for each row execute function trending_publication()`,
  `create trigger clip_play_day_trending after insert or update or delete on clip_play_day
    for each row execute function trending_play_day()`,
  `create trigger clip_reaction_trending after insert or update or delete on clip_reaction
    for each row execute function trending_reaction()`,
  `create trigger comment_trending after insert or delete on comment
    for each row execute function trending_comment()`,
];

/** Every clip's score and latest event from the rows already there. */
const BACKFILL = `
  with events as (
    select "clipId", trending_term(${W.play} * plays, (day + time '12:00') at time zone 'UTC') as term,
      (day + time '12:00') at time zone 'UTC' as at
    from clip_play_day where plays > 0
    union all
    select "clipId", trending_term(${W.like}, "updatedAt"), "updatedAt"
    from clip_reaction where "reactionType" = 'L'
    union all
    select "clipId", trending_term(${W.comment}, "createdAt"), "createdAt" from comment
    union all
    select id, trending_term(${W.publish}, coalesce("publishedAt", "createdAt")),
      coalesce("publishedAt", "createdAt")
    from clip
  ), peaks as (
    select "clipId", max(term) as peak, max(at) as at from events group by "clipId"
  ), scores as (
    select e."clipId", p.peak + ln(sum(power(2, e.term - p.peak))) / ln(2) as score, p.at
    from events e join peaks p using ("clipId") group by e."clipId", p.peak, p.at
  )
  update clip set "trendingScore" = s.score, "activeAt" = s.at from scores s where s."clipId" = clip.id`;

/** Listed songs: public, complete, out of the trash (what search and discover show anyone). */
const LISTED = `where "isPublic" and not "isTrashed" and status = 'complete'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clip add column "trendingScore" float8`.execute(db);
  await sql`alter table clip add column "activeAt" timestamptz`.execute(db);
  for (const statement of [...FUNCTIONS, ...TRIGGERS, BACKFILL]) {
    await sql.raw(statement).execute(db);
  }
  // Trending pages (search and discover) read these in order and stop.
  await sql
    .raw(
      `create index clip_trending_idx on clip ("trendingScore" desc nulls last, coalesce("publishedAt", "createdAt") desc, id) ${LISTED}`,
    )
    .execute(db);
  await sql.raw(`create index clip_active_idx on clip ("activeAt") ${LISTED}`).execute(db);
  await sql
    .raw(
      `create index clip_popular_idx on clip ("upvoteCount" desc, "playCount" desc, "createdAt" desc, id) ${LISTED}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists clip_trending_publication on clip`.execute(db);
  await sql`drop trigger if exists clip_play_day_trending on clip_play_day`.execute(db);
  await sql`drop trigger if exists clip_reaction_trending on clip_reaction`.execute(db);
  await sql`drop trigger if exists comment_trending on comment`.execute(db);
  for (const fn of [
    'trending_publication()',
    'trending_comment()',
    'trending_reaction()',
    'trending_play_day()',
    'trending_event(text, float8, timestamptz, int)',
    'trending_active_at(text, timestamptz)',
    'trending_remove(float8, float8)',
    'trending_add(float8, float8)',
    'trending_term(float8, timestamptz)',
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  await sql`alter table clip drop column if exists "activeAt"`.execute(db);
  await sql`alter table clip drop column if exists "trendingScore"`.execute(db);
}
