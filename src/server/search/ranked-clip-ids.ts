import { sql } from 'kysely';
import {
  SEARCH_INDEX_READ_SLACK,
  SEARCH_LISTED_ESTIMATE_TTL_MS,
  SEARCH_RANK_WINDOW,
  SEARCH_TOTAL_HITS_MAX,
} from '../../contracts/constants';
import type { DB } from '../db/database';
import { conditionsOf, expectedHits, plannedRowsOf, rankedIds, type Fragment } from './ranked-ids';

/** What the orders of search-clips.ts name of a clip (the trending row's are "score", "published"). */
const ORDER_COLUMNS = sql`id, "upvoteCount", "playCount", "createdAt"`;

const listed = new WeakMap<DB, { at: number; rows: Promise<number> }>();

/** About how many songs are listed (the planner's estimate), asked at most once a minute. */
function listedSongs(db: DB): Promise<number> {
  const kept = listed.get(db);
  if (kept && Date.now() - kept.at < SEARCH_LISTED_ESTIMATE_TTL_MS) return kept.rows;
  const rows = plannedRowsOf(db, sql`select 1 from clip_trending where listed`);
  listed.set(db, { at: Date.now(), rows });
  rows.catch(() => listed.delete(db));
  return rows;
}

/**
 * Clips as `rankedIds` finds them, by whichever read costs less. Walking the trending order
 * (`clip_trending_idx`) and checking each clip stops after `window` matches, but reads about
 * window × listed / matches clips; reading the matches through their own index (the words' GIN
 * index, the owner's clips) reads each match once, then its trending row. Each costs a few
 * pages a clip, so the walk wins when matches > √(window × listed) (3,162 of 100,000 listed
 * for the relevance window of 100). The planner's estimate decides; as it can be short (words
 * found together: "this is love", 2,505 expected, 9,714 true), the index read stops past
 * SEARCH_INDEX_READ_SLACK times that bound and the walk answers. A `library` search (the caller's own clips, public or not)
 * has few matches whatever the term: always read through their index.
 */
export async function rankedClipIds(
  db: DB,
  clipWhere: Fragment[],
  order: Fragment[],
  page: { from: number; size: number },
  relevance: Fragment | null,
  library: boolean,
): Promise<{ ids: string[]; total: number }> {
  // `listed` says of the trending row what the clip's conditions say (public, complete, out of
  // the trash): the walk needs it for clip_trending_idx, which is partial on it.
  const where = library ? clipWhere : [...clipWhere, sql`listed`];
  // A library is read through its index without asking the planner.
  const expected = library ? 0 : await expectedHits(db, 'clip', where);
  const deepest = page.from + page.size;
  const window = relevance ? Math.max(SEARCH_RANK_WINDOW, deepest) : deepest;
  const bound = library ? 0 : Math.ceil(Math.sqrt(window * (await listedSongs(db))));
  const walk = () =>
    rankedIds(db, 'clip', where, order, page, relevance, library ? undefined : expected);
  if (!library && expected > bound) return walk();
  const most = library ? SEARCH_TOTAL_HITS_MAX : SEARCH_INDEX_READ_SLACK * bound;
  const ordering = sql.join([...order, sql`id`], sql`, `);
  // Relevance is read for the window's clips alone (a CASE evaluates its branch only when taken).
  const ranked = relevance
    ? sql`case when place <= ${SEARCH_RANK_WINDOW}
        then (select ${relevance} from clip where clip.id = matches.id) end desc nulls last, place`
    : sql`place`;
  // The clips first, at most `most` of them (past it, nothing more is read: the walk answers),
  // then each one's trending row by its primary key (a subquery the planner cannot merge:
  // joined, it hashed all of clip_trending for a few hundred matches).
  const { rows } = await sql<{ found: string | number; id: string | null }>`
    with found as materialized (
      select ${ORDER_COLUMNS} from clip where ${conditionsOf(clipWhere)} limit ${most + 1}
    )
    select n.found, page.id from (select count(*) as found from found) as n
    left join lateral (
      select id from (
        select id, row_number() over (order by ${ordering}) as place
        from found cross join lateral (
          select score, published, listed from clip_trending where "clipId" = found.id offset 0
        ) as t
        where n.found <= ${most} ${library ? sql`` : sql`and listed`}
      ) as matches
      order by ${ranked}
      limit ${page.size} offset ${page.from}
    ) as page on true`.execute(db);
  const total = Number(rows[0]?.found ?? 0);
  if (total > most) return walk();
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  return { ids, total };
}
