import type { KyInstance } from 'ky';
import type { GenerateResponse } from '../contracts/generation';
import type { Playlist, PlaylistPage, PlaylistUpdateType } from '../contracts/playlist';
import { call } from './client';

/** Playlists (spec 000 §7, 001 §7). */
export function createPlaylistsApi(http: KyInstance) {
  const post = <T>(path: string, json: unknown, signal: AbortSignal) =>
    call(() => http.post(path, { json, signal }).json<T>());
  return {
    /** `GET /api/playlist/{id}/?page=`: the playlist and one page (12) of its songs. */
    get(id: string, page: number, signal: AbortSignal): Promise<Playlist> {
      return call(() =>
        http
          .get(`playlist/${encodeURIComponent(id)}`, { searchParams: { page }, signal })
          .json<Playlist>(),
      );
    },
    /** `GET /api/playlist/me`: the user's own, newest first. */
    mine(
      query: { page: number; showTrashed?: boolean; text?: string },
      signal: AbortSignal,
    ): Promise<PlaylistPage> {
      const searchParams = {
        page: query.page,
        show_trashed: query.showTrashed ?? false,
        query: query.text ?? '',
      };
      return call(() => http.get('playlist/me', { searchParams, signal }).json<PlaylistPage>());
    },
    /** `GET /api/playlist/liked_playlist` (50 a page). */
    liked(fromIndex: number, signal: AbortSignal): Promise<PlaylistPage> {
      const searchParams = { from_index: fromIndex, page_size: 50 };
      return call(() =>
        http.get('playlist/liked_playlist', { searchParams, signal }).json<PlaylistPage>(),
      );
    },
    create(
      body: { name?: string; clip_ids?: string[]; is_public?: boolean },
      signal: AbortSignal,
    ): Promise<Playlist> {
      return post('playlist/create', body, signal);
    },
    updateClips(
      playlistId: string,
      type: PlaylistUpdateType,
      clipIds: string[],
      signal: AbortSignal,
    ): Promise<Playlist> {
      const body = { playlist_id: playlistId, update_type: type, metadata: { clip_ids: clipIds } };
      return post('playlist/update_clips', body, signal);
    },
    rename(playlistId: string, name: string, signal: AbortSignal): Promise<Playlist> {
      return post('playlist/set_metadata', { playlist_id: playlistId, name }, signal);
    },
    trash(playlistId: string, undo: boolean, signal: AbortSignal): Promise<Playlist> {
      return post('playlist/trash', { playlist_id: playlistId, undo_trash: undo }, signal);
    },
    setVisibility(playlistId: string, isPublic: boolean, signal: AbortSignal): Promise<Playlist> {
      const path = `playlist_reaction/${encodeURIComponent(playlistId)}/set_visibility`;
      return post(path, { is_public: isPublic }, signal);
    },
    setLiked(
      playlistId: string,
      liked: boolean,
      signal: AbortSignal,
    ): Promise<{ is_liked: boolean; upvote_count: number }> {
      const path = `playlist_reaction/${encodeURIComponent(playlistId)}/update_reaction_type`;
      return post(path, { reaction: liked ? 'LIKE' : null }, signal);
    },
    countPlay(
      playlistId: string,
      clipId: string,
      signal: AbortSignal,
    ): Promise<{ play_count: number }> {
      const path = `playlist_reaction/${encodeURIComponent(playlistId)}/increment_play_count`;
      return post(path, { clip_id: clipId }, signal);
    },
    /** `POST /api/playlist/{id}/regenerate/`: new songs from its styles and themes. */
    regenerate(playlistId: string, signal: AbortSignal): Promise<GenerateResponse> {
      return post(`playlist/${encodeURIComponent(playlistId)}/regenerate`, {}, signal);
    },
  };
}

export type PlaylistsApi = ReturnType<typeof createPlaylistsApi>;
