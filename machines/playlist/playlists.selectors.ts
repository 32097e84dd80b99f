import type { SnapshotFrom } from 'xstate';
import { LIKED_PLAYLISTS_PAGE_SIZE, PLAYLIST_PAGE_SIZE } from '../../src/contracts/constants';
import type { addToPlaylistMachine } from './addToPlaylist.machine';
import type { playlistsMachine } from './playlists.machine';

type PlaylistsSnapshot = SnapshotFrom<typeof playlistsMachine> | undefined;
type AddSnapshot = SnapshotFrom<typeof addToPlaylistMachine> | undefined;

export const selectPlaylistsTab = (s: PlaylistsSnapshot) => s?.context.tab ?? 'mine';
export const selectPlaylistsItems = (s: PlaylistsSnapshot) => s?.context.result?.playlists ?? [];
export const selectPlaylistsPage = (s: PlaylistsSnapshot) => s?.context.page ?? 1;
export const selectPlaylistsPageCount = (s: PlaylistsSnapshot) => {
  const size = s?.context.tab === 'liked' ? LIKED_PLAYLISTS_PAGE_SIZE : PLAYLIST_PAGE_SIZE;
  return Math.max(1, Math.ceil((s?.context.result?.num_total_results ?? 0) / size));
};
export const selectPlaylistsLoading = (s: PlaylistsSnapshot) => s?.matches('loading') ?? true;
export const selectPlaylistsError = (s: PlaylistsSnapshot) =>
  s?.matches('failed') ? s.context.error : null;

export type AddToPlaylistStatus = 'closed' | 'loading' | 'failed' | 'choosing' | 'adding';
export const selectAddStatus = (s: AddSnapshot): AddToPlaylistStatus => {
  if (!s || s.matches('closed')) return 'closed';
  if (s.matches({ open: 'loading' })) return 'loading';
  if (s.matches({ open: 'failed' })) return 'failed';
  if (s.matches({ open: 'adding' })) return 'adding';
  return 'choosing';
};
export const selectAddPlaylists = (s: AddSnapshot) => s?.context.playlists ?? [];
export const selectAddClipCount = (s: AddSnapshot) => s?.context.clipIds.length ?? 0;
export const selectAddError = (s: AddSnapshot) => s?.context.error ?? null;
