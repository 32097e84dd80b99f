import { sql } from 'kysely';
import { AUTOPLAY_QUEUE_WINDOW } from '../../contracts/constants';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { findVisiblePlaylist } from '../playlists/playlist-store';
import { clipVisibleTo } from '../playlists/playlist-view';
import { recentQueue, tagWordsOf, type AutoplaySeed } from './autoplay';

interface SeedRequest {
  clip_id?: string | null;
  playlist_id?: string | null;
  query?: string | null;
  clips_in_queue: string[];
}

/**
 * What autoplay resembles for a request: the seed clip's or the playlist's songs (each must be
 * one the viewer may see: 404 otherwise, as for an unknown id) and the query's words; the seed's
 * songs and the queue's last ids are never offered.
 */
export async function autoplaySeed(
  db: DB,
  viewerId: string | undefined,
  request: SeedRequest,
): Promise<AutoplaySeed> {
  const seedClips = db
    .selectFrom('clip')
    .select(['clip.id', 'clip.userId', sql<string | null>`clip.metadata->>'tags'`.as('tags')])
    .where(clipVisibleTo(viewerId));
  const found: { id: string; userId: string; tags: string | null }[] = [];
  if (request.clip_id) {
    const clip = await seedClips.where('clip.id', '=', request.clip_id).executeTakeFirst();
    if (!clip) throw new ApiError(404, 'notFound', 'Clip not found');
    found.push(clip);
  }
  if (request.playlist_id) {
    const playlist = await findVisiblePlaylist(db, viewerId, request.playlist_id);
    found.push(
      ...(await seedClips
        .innerJoin('playlist_clip', 'playlist_clip.clipId', 'clip.id')
        .where('playlist_clip.playlistId', '=', playlist.id)
        .orderBy('playlist_clip.position')
        .limit(AUTOPLAY_QUEUE_WINDOW)
        .execute()),
    );
  }
  return {
    tagWords: tagWordsOf([request.query, ...found.map((clip) => clip.tags)]),
    creatorIds: [...new Set(found.map((clip) => clip.userId))],
    excludeIds: [
      ...new Set([...found.map((clip) => clip.id), ...recentQueue(request.clips_in_queue)]),
    ],
  };
}
