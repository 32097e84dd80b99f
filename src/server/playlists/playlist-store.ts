import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PLAYLIST_MAX_CLIPS } from '../../contracts/constants';
import type { PlaylistUpdateType } from '../../contracts/playlist';
import type { DB } from '../db/database';
import { withNotifications, type NotifyDeps } from '../notifications/notify';
import { ApiError } from '../http/errors';
import { selectPlaylists, selectVisiblePlaylists, type PlaylistRow } from './playlist-view';

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A playlist the viewer may see (own, or public and out of the trash); 404 otherwise. */
export async function findVisiblePlaylist(
  db: DB,
  viewerId: string | undefined,
  playlistId: string,
): Promise<PlaylistRow> {
  const row = UUID.test(playlistId)
    ? await selectVisiblePlaylists(db, viewerId)
        .where('playlist.id', '=', playlistId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', PLAYLIST_NOT_FOUND);
  return row;
}

/** One of the user's own playlists; 404 for anyone else's, as if it did not exist. */
export async function findOwnPlaylist(
  db: DB,
  userId: string,
  playlistId: string,
): Promise<PlaylistRow> {
  const row = UUID.test(playlistId)
    ? await selectPlaylists(db, userId)
        .where('playlist.id', '=', playlistId)
        .where('playlist.userId', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'notFound', PLAYLIST_NOT_FOUND);
  return row;
}

/** Creates a playlist of the user's; returns its id. */
export async function createPlaylist(
  db: DB,
  userId: string,
  fields: { name: string; description: string; isPublic: boolean },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('playlist')
    .values({ id, userId, ...fields })
    .execute();
  return id;
}

/**
 * Adds, removes or reorders clips of a playlist in one transaction (spec 001 §7 update_clips).
 * Added clips must be the user's own or public, out of the trash (404 otherwise, as for an
 * unknown id); positions stay dense from 0.
 */
export async function updatePlaylistClips(
  db: DB,
  userId: string,
  playlistId: string,
  type: PlaylistUpdateType,
  clipIds: string[],
): Promise<void> {
  const ids = [...new Set(clipIds)];
  await db.transaction().execute(async (trx) => {
    // One writer per playlist at a time: positions are read, then written.
    await trx
      .selectFrom('playlist')
      .select('id')
      .where('id', '=', playlistId)
      .forUpdate()
      .execute();
    const current = (
      await trx
        .selectFrom('playlist_clip')
        .select('clipId')
        .where('playlistId', '=', playlistId)
        .orderBy('position')
        .execute()
    ).map((row) => row.clipId);

    let next: string[];
    if (type === 'add') {
      const usable = await trx
        .selectFrom('clip')
        .select('id')
        .where('id', 'in', ids)
        .where('isTrashed', '=', false)
        .where((eb) => eb.or([eb('userId', '=', userId), eb('isPublic', '=', true)]))
        .execute();
      if (usable.length !== ids.length) throw new ApiError(404, 'notFound', 'Clip not found');
      const present = new Set(current);
      next = [...current, ...ids.filter((id) => !present.has(id))];
      if (next.length > PLAYLIST_MAX_CLIPS) {
        throw new ApiError(
          400,
          'validation',
          `A playlist holds at most ${PLAYLIST_MAX_CLIPS} songs.`,
        );
      }
    } else if (type === 'remove_by_id') {
      const removed = new Set(ids);
      next = current.filter((id) => !removed.has(id));
    } else {
      const present = new Set(current);
      const first = ids.filter((id) => present.has(id));
      const named = new Set(first);
      next = [...first, ...current.filter((id) => !named.has(id))];
    }

    const kept = new Set(next);
    const gone = current.filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await trx
        .deleteFrom('playlist_clip')
        .where('playlistId', '=', playlistId)
        .where('clipId', 'in', gone)
        .execute();
    }
    const before = new Map(current.map((id, index) => [id, index]));
    const fresh = next.filter((id) => !before.has(id));
    const moved = next
      .map((id, position) => ({ id, position }))
      .filter(({ id, position }) => before.has(id) && before.get(id) !== position);
    if (moved.length > 0) {
      const values = sql.join(moved.map(({ id, position }) => sql`(${id}, ${position}::int)`));
      await sql`update playlist_clip set position = v.position
        from (values ${values}) as v(clip_id, position)
        where playlist_clip."playlistId" = ${playlistId} and playlist_clip."clipId" = v.clip_id`.execute(
        trx,
      );
    }
    if (fresh.length > 0) {
      await trx
        .insertInto('playlist_clip')
        .values(fresh.map((clipId) => ({ playlistId, clipId, position: next.indexOf(clipId) })))
        .execute();
    }
    await trx
      .updateTable('playlist')
      .set({ updatedAt: new Date() })
      .where('id', '=', playlistId)
      .execute();
  });
}

/**
 * Likes or unlikes a playlist, keeping `upvoteCount` beside the likes; a new like tells the
 * playlist's owner (playlist_like). Returns whether liked.
 */
export async function setPlaylistLike(
  deps: NotifyDeps,
  userId: string,
  playlistId: string,
  liked: boolean,
): Promise<boolean> {
  await withNotifications(deps, async (trx, notify) => {
    if (liked) {
      const added = await trx
        .insertInto('playlist_like')
        .values({ userId, playlistId })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        const owner = await trx
          .updateTable('playlist')
          .set((eb) => ({ upvoteCount: eb('upvoteCount', '+', 1) }))
          .where('id', '=', playlistId)
          .returning('userId')
          .executeTakeFirstOrThrow();
        await notify([
          { userId: owner.userId, actorId: userId, type: 'playlist_like', playlistId },
        ]);
      }
    } else {
      const removed = await trx
        .deleteFrom('playlist_like')
        .where('userId', '=', userId)
        .where('playlistId', '=', playlistId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        await trx
          .updateTable('playlist')
          .set((eb) => ({ upvoteCount: eb('upvoteCount', '-', 1) }))
          .where('id', '=', playlistId)
          .execute();
      }
    }
  });
  return liked;
}
