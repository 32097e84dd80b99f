import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { CONTESTS_LISTED_MAX } from '../../contracts/constants';
import type { Contest, CreateContestInput } from '../../contracts/contest';
import { ApiError } from '../http/errors';
import type { DB } from '../db/database';
import type { ContestTable } from '../db/schema';
import { listedSongs } from '../discover/section-songs';

type ContestRow = Selectable<ContestTable>;

const parseIds = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * A contest's entries: public, finished songs covering or extending one of its base clips
 * (spec 001 §3: the base clips are what entries start from), or submitted to it
 * (`clip.contestIds`, spec 000 §7 submit_to_contest); never a base clip itself.
 */
export function contestEntries(db: DB, contest: Pick<ContestRow, 'id' | 'baseClipIds'>) {
  const base = parseIds(contest.baseClipIds);
  const names = base.length ? sql`(${sql.join(base)})` : sql`(null)`;
  return listedSongs(db)
    .where(
      sql<boolean>`(metadata->>'cover_clip_id' in ${names}
        or metadata->>'continue_clip_id' in ${names}
        or "contestIds" like ${`%"${contest.id}"%`})`,
    )
    .where((eb) => (base.length ? eb('clip.id', 'not in', base) : eb.lit(true)));
}

async function countEntries(db: DB, row: ContestRow): Promise<number> {
  const found = await contestEntries(db, row)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

async function toContest(db: DB, row: ContestRow): Promise<Contest> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    end_time: new Date(row.endTime).toISOString(),
    base_clip_ids: parseIds(row.baseClipIds),
    is_open: new Date(row.endTime).getTime() > Date.now(),
    entry_count: await countEntries(db, row),
  };
}

/** Contests still open, the soonest to end first or the newest first (at most `limit`). */
export async function openContests(
  db: DB,
  order: 'ending' | 'newest' = 'ending',
  limit = CONTESTS_LISTED_MAX,
): Promise<Contest[]> {
  const rows = await db
    .selectFrom('contest')
    .selectAll()
    .where('endTime', '>', new Date())
    .orderBy(order === 'ending' ? 'endTime' : 'createdAt', order === 'ending' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return Promise.all(rows.map((row) => toContest(db, row)));
}

/** One contest, open or ended, with its row (for its entries); undefined for an unknown id. */
export async function findContest(db: DB, id: string) {
  const row = await db.selectFrom('contest').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { row, contest: await toContest(db, row) };
}

/** The open contests naming `clipId` as a base clip. */
export async function contestsOfClip(db: DB, clipId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contest')
    .select('id')
    .where('endTime', '>', new Date())
    .where('baseClipIds', 'like', `%"${clipId}"%`)
    .execute();
  return rows.map((row) => row.id);
}

/** Which of `ids` anyone may see now (public, finished, out of the trash), in that order. */
export async function listedIds(db: DB, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await listedSongs(db).select('clip.id').where('clip.id', 'in', ids).execute();
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}

/**
 * A new contest (the staff route's and `npm run contests create`'s): its base clips must be
 * ones anyone may see (400 otherwise, nothing written).
 */
export async function createContest(
  db: DB,
  input: CreateContestInput,
  createdBy: string | null,
): Promise<Contest> {
  const visible = await listedIds(db, input.base_clip_ids);
  if (visible.length !== new Set(input.base_clip_ids).size) {
    throw new ApiError(400, 'validation', 'Base clips must be public, finished songs.');
  }
  const row = await db
    .insertInto('contest')
    .values({
      id: randomUUID(),
      title: input.title,
      description: input.description,
      endTime: new Date(input.end_time),
      baseClipIds: JSON.stringify(visible),
      createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContest(db, row);
}
