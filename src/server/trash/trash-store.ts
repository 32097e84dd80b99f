import type { DB } from '../db/database';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';

/** The hint of spec 000 §6 when a clip to delete has a persona. */
export const CLIP_HAS_PERSONA_DETAIL =
  'This clip has a persona made from it. Delete the personas first, then delete the clip.';
export const CLIP_NOT_TRASHED_DETAIL = 'Only clips in the trash can be deleted.';

/**
 * The ids that are `userId`'s own clips, or a 404 (as for an unknown id) when any is not: a call
 * naming someone else's clip changes nothing at all.
 */
async function ownClips(db: DB, userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('clip')
    .select(['id', 'isTrashed'])
    .where('userId', '=', userId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw new ApiError(404, 'notFound', 'Clip not found');
  return rows;
}

/** Moves the user's clips to the trash or back (spec 000 §7 `POST /api/gen/trash/`). */
export async function setTrashed(db: DB, userId: string, ids: string[], trash: boolean) {
  const rows = await ownClips(db, userId, ids);
  const changing = rows.filter((row) => row.isTrashed !== trash).map((row) => row.id);
  if (changing.length) {
    await db
      .updateTable('clip')
      .set({ isTrashed: trash, updatedAt: new Date() })
      .where('userId', '=', userId)
      .where('id', 'in', changing)
      .execute();
  }
  // In the order asked (the database's order is its own, PostgreSQL's varying under load).
  return [...new Set(ids)];
}

/**
 * Deletes the user's clips for good (spec 000 §7 `POST /api/clips/delete/`): only from the
 * trash, never a clip a persona was made from (§6: the personas go first), all or none; then
 * their media. Clips made from them keep their own media and rows.
 */
export async function deleteClips(
  { db, media, logger }: Pick<GenerationDeps, 'db' | 'media' | 'logger'>,
  userId: string,
  ids: string[],
) {
  const removed = await db.transaction().execute(async (tx) => {
    const rows = await ownClips(tx, userId, ids);
    if (rows.some((row) => !row.isTrashed)) {
      throw new ApiError(400, 'clipNotTrashed', CLIP_NOT_TRASHED_DETAIL);
    }
    const clipIds = rows.map((row) => row.id);
    const persona = await tx
      .selectFrom('persona')
      .select('id')
      .where('rootClipId', 'in', clipIds)
      .executeTakeFirst();
    if (persona) throw new ApiError(409, 'clipHasPersona', CLIP_HAS_PERSONA_DETAIL);
    await tx.deleteFrom('clip').where('userId', '=', userId).where('id', 'in', clipIds).execute();
    return clipIds;
  });
  // After the commit: a failure here leaves files without a row, never a row without its files,
  // and the clips are deleted all the same (a render still running removes what it wrote later).
  await Promise.all(
    removed.map((clipId) =>
      media.remove(clipId).catch((err: unknown) => {
        logger.warn({ err, clipId }, 'files of a deleted clip were not all removed');
      }),
    ),
  );
  return removed;
}
