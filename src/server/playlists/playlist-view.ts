import { sql, type Expression, type SqlBool } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import { PLAYLIST_MOSAIC_COVERS } from '../../contracts/constants';
import type { Playlist, PlaylistClip, PlaylistPage } from '../../contracts/playlist';
import { selectClips, toClip } from '../clips/clip-view';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { CLIP_FILES } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';

/**
 * Playlist rows with their owner's handle and whether `viewerId` likes them (signed-out
 * viewers like nothing); ready for `toPlaylist`.
 */
export function selectPlaylists(db: DB, viewerId: string | undefined) {
  return db
    .selectFrom('playlist')
    .innerJoin('user', 'user.id', 'playlist.userId')
    .selectAll('playlist')
    .select(['user.handle as handle', 'user.name as displayName'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('playlist_like')
            .select('playlist_like.userId')
            .whereRef('playlist_like.playlistId', '=', 'playlist.id')
            .where('playlist_like.userId', '=', viewerId ?? ''),
        )
        .as('isLiked'),
    );
}

/** Playlists `viewerId` may see: their own (trashed too), others' public ones out of the trash. */
export function selectVisiblePlaylists(db: DB, viewerId: string | undefined) {
  return selectPlaylists(db, viewerId).where((eb) =>
    eb.or([
      ...(viewerId === undefined ? [] : [eb('playlist.userId', '=', viewerId)]),
      eb.and([eb('playlist.isPublic', '=', true), eb('playlist.isTrashed', '=', false)]),
    ]),
  );
}

export type PlaylistRow = Awaited<
  ReturnType<ReturnType<typeof selectPlaylists>['executeTakeFirstOrThrow']>
>;

/**
 * Which clips of a playlist a viewer sees: none in the trash, and of the rest their own and
 * public ones, so a public playlist never shows another's private song.
 */
export function clipVisibleTo(viewerId: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'clip'>): Expression<SqlBool> =>
    eb.and([
      eb('clip.isTrashed', '=', false),
      eb.or([
        ...(viewerId === undefined ? [] : [eb('clip.userId', '=', viewerId)]),
        eb('clip.isPublic', '=', true),
      ]),
    ]);
}

/** The visible clip ids of each playlist, in order, with the covers of the first few. */
export async function playlistEntries(
  db: DB,
  viewerId: string | undefined,
  playlistIds: string[],
  mediaUrls: MediaUrls,
): Promise<Map<string, { clipIds: string[]; images: string[] }>> {
  const entries = new Map(
    playlistIds.map((id) => [id, { clipIds: [] as string[], images: [] as string[] }]),
  );
  if (playlistIds.length === 0) return entries;
  const rows = await db
    .selectFrom('playlist_clip')
    .innerJoin('clip', 'clip.id', 'playlist_clip.clipId')
    .select([
      'playlist_clip.playlistId',
      'clip.id',
      'clip.isPublic',
      'clip.isTrashed',
      'clip.status',
    ])
    .where('playlist_clip.playlistId', 'in', playlistIds)
    .where(clipVisibleTo(viewerId))
    .orderBy('playlist_clip.playlistId')
    .orderBy('playlist_clip.position')
    .execute();
  for (const row of rows) {
    const entry = entries.get(row.playlistId)!;
    entry.clipIds.push(row.id);
    const audible = row.status === 'complete' || row.status === 'streaming';
    if (audible && entry.images.length < PLAYLIST_MOSAIC_COVERS) {
      entry.images.push(mediaUrls.clip(row, CLIP_FILES.cover));
    }
  }
  return entries;
}

/** One page of a playlist's visible clips, in order, with their place in the playlist. */
export async function playlistClipPage(
  db: DB,
  viewerId: string | undefined,
  playlistId: string,
  offset: number,
  limit: number,
  mediaUrls: MediaUrls,
): Promise<PlaylistClip[]> {
  const rows = await selectClips(db)
    .innerJoin('playlist_clip', 'playlist_clip.clipId', 'clip.id')
    .where('playlist_clip.playlistId', '=', playlistId)
    .where(clipVisibleTo(viewerId))
    .orderBy('playlist_clip.position')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row, index) => ({
    clip: toClip(row, mediaUrls),
    relative_index: offset + index,
  }));
}

/** The API shape of a playlist (contracts/playlist.ts) as `viewerId` sees it. */
export function toPlaylist(
  row: PlaylistRow,
  viewerId: string | undefined,
  entries: { clipIds: string[]; images: string[] },
  page: { clips: PlaylistClip[]; current: number } = { clips: [], current: 1 },
): Playlist {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    user_id: row.userId,
    handle: row.handle,
    display_name: row.displayName,
    is_owned: row.userId === viewerId,
    is_public: row.isPublic,
    is_trashed: row.isTrashed,
    is_liked: Boolean(row.isLiked),
    upvote_count: row.upvoteCount,
    play_count: row.playCount,
    image_urls: entries.images,
    clipIds: entries.clipIds,
    num_total_results: entries.clipIds.length,
    playlist_clips: page.clips,
    current_page: page.current,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** One page of a playlist query (`selectPlaylists`), newest first, with each one's songs and covers. */
export async function playlistListPage(
  db: DB,
  mediaUrls: MediaUrls,
  viewerId: string | undefined,
  query: ReturnType<typeof selectPlaylists>,
  page: { offset: number; limit: number; current: number },
): Promise<PlaylistPage> {
  const total = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('playlist.createdAt', 'desc')
    .orderBy('playlist.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const ids = rows.map((row) => row.id);
  const entries = await playlistEntries(db, viewerId, ids, mediaUrls);
  return {
    playlists: rows.map((row) => toPlaylist(row, viewerId, entries.get(row.id)!)),
    num_total_results: Number(total.n),
    current_page: page.current,
  };
}
