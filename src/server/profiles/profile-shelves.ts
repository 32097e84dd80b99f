import { sql } from 'kysely';
import { PROFILE_SHELF_PAGE_SIZE } from '../../contracts/constants';
import type { ProfilePersonasPage, ProfilePlaylistsPage } from '../../contracts/profile';
import type { DB } from '../db/database';
import { selectPersonas, toPersona } from '../personas/persona-view';
import { playlistListPage, selectPlaylists } from '../playlists/playlist-view';
import type { MediaUrls } from '../storage/media-urls';

const pageOf = (page: number) => ({
  offset: (page - 1) * PROFILE_SHELF_PAGE_SIZE,
  limit: PROFILE_SHELF_PAGE_SIZE,
  current: page,
});

/** A page (from 1) of a user's public playlists out of the trash, newest first. */
export function profilePlaylists(
  db: DB,
  mediaUrls: MediaUrls,
  userId: string,
  viewerId: string | undefined,
  page: number,
): Promise<ProfilePlaylistsPage> {
  const query = selectPlaylists(db, viewerId)
    .where('playlist.userId', '=', userId)
    .where('playlist.isPublic', '=', true)
    .where('playlist.isTrashed', '=', false);
  return playlistListPage(db, mediaUrls, viewerId, query, pageOf(page));
}

/** A page (from 1) of a user's public personas out of the trash, newest first. */
export async function profilePersonas(
  db: DB,
  mediaUrls: MediaUrls,
  userId: string,
  viewerId: string | undefined,
  page: number,
): Promise<ProfilePersonasPage> {
  const viewer = viewerId ?? '';
  const query = selectPersonas(db, viewer)
    .where('persona.userId', '=', userId)
    .where('persona.isPublic', '=', true)
    .where('persona.isTrashed', '=', false);
  const { offset, limit } = pageOf(page);
  const [total, rows] = await Promise.all([
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy('persona.createdAt', 'desc')
      .orderBy('persona.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    personas: rows.map((row) => toPersona(row, viewer, mediaUrls)),
    num_total_results: Number(total.n),
    current_page: page,
  };
}
