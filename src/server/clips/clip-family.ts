import { sql, type ExpressionBuilder } from 'kysely';
import { parentIdOf } from '../../contracts/clip-family';
import { DIRECT_CHILDREN_PAGE_SIZE, REMIX_PAGE_SIZE } from '../../contracts/constants';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { selectClips, type ClipRow, type StoredMetadata } from './clip-view';

type ClipExpressions = ExpressionBuilder<Database & { user: Database['user'] }, 'clip' | 'user'>;

/**
 * Clips a viewer may see: their own, or public ones; never trashed ones (a trashed clip is
 * gone from every list, its owner's included). `viewerId` null: signed out, public only.
 */
function visibleTo(viewerId: string | null) {
  return (eb: ClipExpressions) =>
    eb.and([
      eb('clip.isTrashed', '=', false),
      viewerId === null
        ? eb('clip.isPublic', '=', true)
        : eb.or([eb('clip.userId', '=', viewerId), eb('clip.isPublic', '=', true)]),
    ]);
}

/** A clip the viewer may see, or undefined (unknown, private to another, or trashed). */
export function findVisibleClip(
  db: DB,
  viewerId: string | null,
  clipId: string,
): Promise<ClipRow | undefined> {
  return selectClips(db)
    .where('clip.id', '=', clipId)
    .where(visibleTo(viewerId))
    .executeTakeFirst();
}

/**
 * Clips whose metadata names `clipId` as a source, by the fields each task sets (the same ones
 * `sourceIdsOf` reads in src/contracts/clip-family.ts).
 */
function namesSource(clipId: string) {
  return sql<boolean>`(
    clip.metadata->>'continue_clip_id' = ${clipId}
    or clip.metadata->>'cover_clip_id' = ${clipId}
    or clip.metadata->>'upsample_clip_id' = ${clipId}
    or clip.metadata->>'stem_from_id' = ${clipId}
    or clip.metadata->'source_clip_ids' @> ${JSON.stringify([clipId])}::jsonb
  )`;
}

/**
 * The clips made from `parent` that the viewer may see. When its owner turned `show_remix`
 * off, others see only their own among them (the owner still sees all).
 */
function childrenOf(db: DB, viewerId: string | null, parent: ClipRow) {
  const query = selectClips(db)
    .where(visibleTo(viewerId))
    .where(namesSource(parent.id))
    .where('clip.id', '!=', parent.id);
  if (parent.showRemix || parent.userId === viewerId) return query;
  return query.where('clip.userId', '=', viewerId ?? '');
}

const countOf = async (query: ReturnType<typeof childrenOf>) =>
  Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** One page (from 1) of a query's clips, newest first, with how many there are in all. */
async function pageOf(query: ReturnType<typeof childrenOf>, page: number, pageSize: number) {
  const [total, rows] = await Promise.all([
    countOf(query),
    query
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total };
}

/** One page (from 1) of the clips made from `parent` that the viewer may see, newest first. */
export function directChildren(
  db: DB,
  viewerId: string | null,
  parent: ClipRow,
  page: number,
  pageSize = DIRECT_CHILDREN_PAGE_SIZE,
): Promise<{ rows: ClipRow[]; total: number }> {
  return pageOf(childrenOf(db, viewerId, parent), page, pageSize);
}

/** How many clips made from `parent` the viewer may see. */
export function directChildrenCount(
  db: DB,
  viewerId: string | null,
  parent: ClipRow,
): Promise<number> {
  return countOf(childrenOf(db, viewerId, parent));
}

/** One page (from 1) of the viewer's own clips made from `parent`, private ones too. */
export function userRemixes(
  db: DB,
  viewerId: string,
  parent: ClipRow,
  page: number,
): Promise<{ rows: ClipRow[]; total: number }> {
  return pageOf(
    childrenOf(db, viewerId, parent).where('clip.userId', '=', viewerId),
    page,
    REMIX_PAGE_SIZE,
  );
}

/**
 * One page (from 1) of who made the clips made from `parent` that the viewer may see, each
 * with how many and when the newest was made; the most recent remixer first.
 */
export async function directChildrenByUser(
  db: DB,
  viewerId: string | null,
  parent: ClipRow,
  page: number,
) {
  const children = childrenOf(db, viewerId, parent);
  const grouped = children
    .clearSelect()
    .select((eb) => [
      'user.handle',
      'user.name',
      'user.image',
      eb.fn.countAll<number>().as('numClips'),
      eb.fn.max('clip.createdAt').as('latestCreatedAt'),
    ])
    .groupBy(['user.id', 'user.handle', 'user.name', 'user.image']);
  const [count, rows] = await Promise.all([
    children
      .clearSelect()
      .select(sql<number>`count(distinct clip."userId")`.as('n'))
      .executeTakeFirstOrThrow(),
    grouped
      .orderBy('latestCreatedAt', 'desc')
      .orderBy('user.handle')
      .limit(REMIX_PAGE_SIZE)
      .offset((page - 1) * REMIX_PAGE_SIZE)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The clip `clip` was made from, if it names one the viewer may see. */
export async function parentOf(
  db: DB,
  viewerId: string | null,
  clip: ClipRow,
): Promise<ClipRow | undefined> {
  const parentId = parentIdOf({ ...emptySources, ...(clip.metadata as StoredMetadata) });
  return parentId ? findVisibleClip(db, viewerId, parentId) : undefined;
}

/** Clips stored before a task field existed lack it: read it as null. */
const emptySources = {
  continue_clip_id: null,
  cover_clip_id: null,
  upsample_clip_id: null,
  stem_from_id: null,
  source_clip_ids: null,
};
