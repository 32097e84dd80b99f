import { sql, type ExpressionBuilder } from 'kysely';
import { parentIdOf } from '../../contracts/clip-family';
import { DIRECT_CHILDREN_PAGE_SIZE } from '../../contracts/constants';
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

function childrenOf(db: DB, viewerId: string | null, clipId: string) {
  return selectClips(db)
    .where(visibleTo(viewerId))
    .where(namesSource(clipId))
    .where('clip.id', '!=', clipId);
}

/** One page (from 1) of the clips made from `clipId` that the viewer may see, newest first. */
export async function directChildren(
  db: DB,
  viewerId: string | null,
  clipId: string,
  page: number,
  pageSize = DIRECT_CHILDREN_PAGE_SIZE,
): Promise<{ rows: ClipRow[]; total: number }> {
  const query = childrenOf(db, viewerId, clipId);
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy('clip.createdAt', 'desc')
      .orderBy('clip.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many clips made from `clipId` the viewer may see. */
export async function directChildrenCount(
  db: DB,
  viewerId: string | null,
  clipId: string,
): Promise<number> {
  const count = await childrenOf(db, viewerId, clipId)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
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
