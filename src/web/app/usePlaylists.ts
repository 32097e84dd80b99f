import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PlaylistsTab } from '../../../machines/playlist/playlists.machine';
import {
  selectAddClipCount,
  selectAddError,
  selectAddPlaylists,
  selectAddStatus,
  selectPlaylistsError,
  selectPlaylistsItems,
  selectPlaylistsLoading,
  selectPlaylistsPage,
  selectPlaylistsPageCount,
  selectPlaylistsTab,
} from '../../../machines/playlist/playlists.selectors';
import { useSignedInActor } from './RootActorContext';

/** The user's playlists list (mine, liked); opening it reads it afresh. */
export function usePlaylists() {
  const ref = useSignedInActor('playlists');
  useEffect(() => {
    ref?.send({ type: 'playlists.refresh' });
  }, [ref]);
  return {
    tab: useSelector(ref, selectPlaylistsTab),
    playlists: useSelector(ref, selectPlaylistsItems),
    page: useSelector(ref, selectPlaylistsPage),
    pageCount: useSelector(ref, selectPlaylistsPageCount),
    loading: useSelector(ref, selectPlaylistsLoading),
    error: useSelector(ref, selectPlaylistsError),
    setTab: (tab: PlaylistsTab) => ref?.send({ type: 'playlists.tab', tab }),
    goTo: (page: number) => ref?.send({ type: 'playlists.page', page }),
    refresh: () => ref?.send({ type: 'playlists.refresh' }),
  };
}

/** The add-to-playlist modal: its state, and opening it for some songs. */
export function useAddToPlaylist() {
  const ref = useSignedInActor('addToPlaylist');
  return {
    status: useSelector(ref, selectAddStatus),
    playlists: useSelector(ref, selectAddPlaylists),
    clipCount: useSelector(ref, selectAddClipCount),
    error: useSelector(ref, selectAddError),
    available: ref !== undefined,
    open: (clipIds: string[]) => ref?.send({ type: 'addToPlaylist.open', clipIds }),
    close: () => ref?.send({ type: 'addToPlaylist.close' }),
    retry: () => ref?.send({ type: 'addToPlaylist.retry' }),
    choose: (playlistId: string) => ref?.send({ type: 'addToPlaylist.choose', playlistId }),
    create: (name: string) => ref?.send({ type: 'addToPlaylist.create', name }),
  };
}
