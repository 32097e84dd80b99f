import { fromPromise } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { LIKED_PLAYLISTS_PAGE_SIZE, PLAYLIST_CLIPS_PAGE_SIZE } from '../../src/contracts/constants';
import type { Playlist, PlaylistPage } from '../../src/contracts/playlist';
import type { ChangeResult, PlaylistChange } from '../playlist/playlist.machine';
import type { PlaylistsTab } from '../playlist/playlists.machine';
import type { PlaylistsPort } from './ports';

/** One change as the server's call for it. */
function change(
  port: PlaylistsPort,
  playlistId: string,
  what: PlaylistChange,
  signal: AbortSignal,
): Promise<ChangeResult> {
  switch (what.kind) {
    case 'rename':
      return port.rename(playlistId, what.name, signal);
    case 'visibility':
      return port.setVisibility(playlistId, what.isPublic, signal);
    case 'trash':
      return port.trash(playlistId, what.undo, signal);
    case 'like':
      return port.setLiked(playlistId, what.liked, signal);
    case 'remove':
      return port.updateClips(playlistId, 'remove_by_id', [what.clipId], signal);
    case 'reorder':
      return port.updateClips(playlistId, 'reorder', what.clipIds, signal);
  }
}

/** The playlist page's effects, built from the playlists port. */
export function createPlaylistActors(port: PlaylistsPort) {
  return {
    fetchPlaylist: fromPromise<Playlist, { playlistId: string; page: number }>(
      ({ input, signal }) => port.get(input.playlistId, input.page, signal),
    ),
    fetchRest: fromPromise<Clip[], { playlistId: string; fromPage: number; total: number }>(
      async ({ input, signal }) => {
        const clips: Clip[] = [];
        const pages = Math.ceil(input.total / PLAYLIST_CLIPS_PAGE_SIZE);
        for (let page = input.fromPage; page <= pages; page += 1) {
          const read = await port.get(input.playlistId, page, signal);
          clips.push(...read.playlist_clips.map((entry) => entry.clip));
        }
        return clips;
      },
    ),
    applyChange: fromPromise<ChangeResult, { playlistId: string; change: PlaylistChange }>(
      ({ input, signal }) => change(port, input.playlistId, input.change, signal),
    ),
  };
}

/** The user's playlists list and the add-to-playlist modal, built from the playlists port. */
export function createPlaylistsActors(port: PlaylistsPort) {
  return {
    fetchPlaylists: fromPromise<PlaylistPage, { tab: PlaylistsTab; page: number }>(
      ({ input, signal }) =>
        input.tab === 'mine'
          ? port.mine({ page: input.page }, signal)
          : port.liked((input.page - 1) * LIKED_PLAYLISTS_PAGE_SIZE, signal),
    ),
    fetchMine: fromPromise<PlaylistPage, void>(({ signal }) => port.mine({ page: 1 }, signal)),
    addClips: fromPromise<
      Playlist,
      { clipIds: string[]; target: { playlistId: string } | { name: string } }
    >(({ input, signal }) =>
      'playlistId' in input.target
        ? port.updateClips(input.target.playlistId, 'add', input.clipIds, signal)
        : port.create({ name: input.target.name.trim(), clip_ids: input.clipIds }, signal),
    ),
  };
}
