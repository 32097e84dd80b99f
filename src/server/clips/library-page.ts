import { sql, type SelectQueryBuilder } from 'kysely';
import { LIBRARY_PAGE_SIZE } from '../../contracts/constants';
import type { Clip } from '../../contracts/clip';
import type { FeedResponse } from '../../contracts/generation';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { GenerationDeps } from '../generation/deps';
import { toClip } from './clip-view';
import { selectClipsForList } from './list-clips';

/** Library filters of spec 001 §3 that map to a clip's task (tri-state: true, false or absent). */
const TASK_FILTERS: Record<string, string[]> = {
  is_extend: ['extend'],
  is_cover: ['cover'],
  is_infill: ['infill', 'infill_intro', 'infill_outro'],
  is_gen_stem: ['gen_stem'],
  is_upsample: ['upsample'],
  is_uploaded_audio: ['upload_extend', 'upload'],
};

const bool = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * One page of a user's library (spec 001 §3): their clips in or out of the trash, with the
 * spec's filters, 20 a page, newest first; `param` reads the call's query parameters.
 */
export async function libraryPage(
  deps: GenerationDeps,
  userId: string,
  param: (name: string) => string | undefined,
  options: { trashed?: boolean; pageSize?: number } = {},
): Promise<FeedResponse> {
  const page = Math.min(1_000_000, Math.max(1, Number.parseInt(param('page') ?? '1', 10) || 1));
  const pageSize = options.pageSize ?? LIBRARY_PAGE_SIZE;
  let query = deps.db.selectFrom('clip').where('clip.userId', '=', userId);
  const trashed = options.trashed ?? bool(param('is_trashed')) ?? false;
  query = filterClips(deps.db, query.where('clip.isTrashed', '=', trashed), userId, param);
  const { clips, total } = await pageOfClips(deps, query, page, pageSize);
  return { clips, num_total_results: total, current_page: page };
}

/**
 * One page of a filtered clip query, newest first, with the total. One statement (each costs
 * PGlite a parse and a plan): the page's ids, found from the index columns alone; the shown
 * columns of those rows only; the total as a subquery. Reading every matching clip's metadata
 * to sort them cost most of a page's time (issue 11).
 */
export async function pageOfClips(
  deps: Pick<GenerationDeps, 'db' | 'mediaUrls'>,
  query: ClipQuery,
  page: number,
  pageSize: number,
): Promise<{ clips: Clip[]; total: number }> {
  const count = query.select((eb) => eb.fn.countAll<number>().as('n'));
  const pageIds = query
    .select('clip.id')
    .orderBy('clip.createdAt', 'desc')
    .orderBy('clip.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await selectClipsForList(deps.db)
    .select(count.as('total'))
    .where('clip.id', 'in', pageIds)
    .orderBy('clip.createdAt', 'desc')
    .orderBy('clip.id')
    .execute();
  // Only a page past the end has no row to bring the total.
  const total = rows[0]?.total ?? (await count.executeTakeFirstOrThrow()).n;
  return { clips: rows.map((row) => toClip(row, deps.mediaUrls)), total: Number(total) };
}

/** Clips of one table query, as `selectFrom('clip')` starts it. */
export type ClipQuery = SelectQueryBuilder<Database, 'clip', object>;

/**
 * The library's filters (spec 001 §3) over a clip query: visibility, kinds, the viewer's likes
 * and dislikes, and the text query; `param` reads the call's query parameters. The library and
 * a workspace's clips (issue 19) share them.
 */
export function filterClips(
  db: DB,
  base: ClipQuery,
  userId: string,
  param: (name: string) => string | undefined,
): ClipQuery {
  let query = base;
  const isPublic = bool(param('is_public'));
  if (isPublic !== undefined) query = query.where('clip.isPublic', '=', isPublic);
  const task = sql<string>`coalesce(clip.metadata->>'task', '')`;
  for (const [filter, tasks] of Object.entries(TASK_FILTERS)) {
    const wanted = bool(param(filter));
    if (wanted === undefined) continue;
    query = wanted ? query.where(task, 'in', tasks) : query.where(task, 'not in', tasks);
  }
  if (bool(param('hide_gen_stems'))) query = query.where(task, '!=', 'gen_stem');
  // A whole song is a concat clip (spec 000 §3 types concat and concat_infilling).
  const fullSong = bool(param('is_full_song'));
  if (fullSong !== undefined) {
    const type = sql<string>`coalesce(clip.metadata->>'type', '')`;
    const types = ['concat', 'concat_infilling'];
    query = fullSong ? query.where(type, 'in', types) : query.where(type, 'not in', types);
  }
  const persona = bool(param('is_persona'));
  if (persona !== undefined) {
    const personaId = sql<string | null>`clip.metadata->>'persona_id'`;
    query = persona ? query.where(personaId, 'is not', null) : query.where(personaId, 'is', null);
  }
  // Likes and dislikes are the caller's own reactions (clip_reaction).
  const reacted = (reaction: 'L' | 'D') =>
    db
      .selectFrom('clip_reaction')
      .select('clip_reaction.clipId')
      .where('clip_reaction.userId', '=', userId)
      .where('clip_reaction.reactionType', '=', reaction);
  const liked = bool(param('is_liked'));
  if (liked !== undefined) {
    query = liked
      ? query.where('clip.id', 'in', reacted('L'))
      : query.where('clip.id', 'not in', reacted('L'));
  }
  if (bool(param('hide_disliked'))) query = query.where('clip.id', 'not in', reacted('D'));
  // hide_studio_clips and is_{product}_short are accepted: this server makes neither kind.
  const text = param('query')?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('clip.title', 'ilike', like),
        eb(sql<string>`coalesce(clip.metadata->>'tags', '')`, 'ilike', like),
        eb(sql<string>`coalesce(clip.lyrics, '')`, 'ilike', like),
      ]),
    );
  }
  return query;
}
