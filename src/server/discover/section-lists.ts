import { sql } from 'kysely';
import type { Persona } from '../../contracts/persona';
import type { Playlist } from '../../contracts/playlist';
import type { DB } from '../db/database';
import { selectPersonas, toPersona } from '../personas/persona-view';
import { playlistEntries, selectPlaylists, toPlaylist } from '../playlists/playlist-view';
import { inOrder } from '../search/ranked-ids';
import { totalOf, type SectionContext, type SectionPage } from './section-songs';

/** A page of ids, the same for every viewer, and how many there are. */
export interface IdPage {
  ids: string[];
  total: number;
}

/** Public playlists with at least one public song, the most liked and played first. */
export async function publicPlaylistIds(db: DB, page: SectionPage): Promise<IdPage> {
  const rows = await db
    .selectFrom('playlist')
    .where('playlist.isPublic', '=', true)
    .where('playlist.isTrashed', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('playlist_clip')
          .innerJoin('clip', 'clip.id', 'playlist_clip.clipId')
          .select('clip.id')
          .whereRef('playlist_clip.playlistId', '=', 'playlist.id')
          .where('clip.isPublic', '=', true)
          .where('clip.isTrashed', '=', false)
          .where('clip.status', '=', 'complete'),
      ),
    )
    .select(['playlist.id', sql<number>`count(*) over ()`.as('total')])
    .orderBy('playlist.upvoteCount', 'desc')
    .orderBy('playlist.playCount', 'desc')
    .orderBy('playlist.updatedAt', 'desc')
    .orderBy('playlist.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: totalOf(rows) };
}

/** The playlists of `ids` still public, in that order, as the viewer sees them. */
export async function playlistsInOrder(ctx: SectionContext, ids: string[]): Promise<Playlist[]> {
  if (ids.length === 0) return [];
  const rows = await selectPlaylists(ctx.db, ctx.viewerId)
    .where('playlist.id', 'in', ids)
    .where('playlist.isPublic', '=', true)
    .where('playlist.isTrashed', '=', false)
    .execute();
  const entries = await playlistEntries(ctx.db, ctx.viewerId, ids, ctx.mediaUrls);
  return inOrder(ids, rows, (row) => row.id).map((row) =>
    toPlaylist(row, ctx.viewerId, entries.get(row.id)!),
  );
}

/** Public personas out of the trash, the most loved first, then the newest. */
export async function publicPersonaIds(db: DB, page: SectionPage): Promise<IdPage> {
  const rows = await db
    .selectFrom('persona')
    .where('persona.isPublic', '=', true)
    .where('persona.isTrashed', '=', false)
    .select(['persona.id', sql<number>`count(*) over ()`.as('total')])
    .orderBy('persona.upvoteCount', 'desc')
    .orderBy('persona.createdAt', 'desc')
    .orderBy('persona.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: totalOf(rows) };
}

/** The personas of `ids` still public, in that order, as the viewer sees them. */
export async function personasInOrder(ctx: SectionContext, ids: string[]): Promise<Persona[]> {
  if (ids.length === 0) return [];
  const viewer = ctx.viewerId ?? '';
  const rows = await selectPersonas(ctx.db, viewer)
    .where('persona.id', 'in', ids)
    .where('persona.isPublic', '=', true)
    .where('persona.isTrashed', '=', false)
    .execute();
  return inOrder(ids, rows, (row) => row.id).map((row) => toPersona(row, viewer, ctx.mediaUrls));
}
