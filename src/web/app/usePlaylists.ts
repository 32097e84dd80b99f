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
import { useIsSignedIn, useSignedInActor, useSignedInSend } from './RootActorContext';

/** The user's playlists list (mine, liked); opening it reads it afresh. */
export function usePlaylists() {
  const ref = useSignedInActor('playlists');
  const send = useSignedInSend('playlists');
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
    setTab: (tab: PlaylistsTab) => send({ type: 'playlists.tab', tab }),
    goTo: (page: number) => send({ type: 'playlists.page', page }),
    refresh: () => send({ type: 'playlists.refresh' }),
  };
}

/** The add-to-playlist modal: its state, and opening it for some songs. */
export function useAddToPlaylist() {
  const ref = useSignedInActor('addToPlaylist');
  const send = useSignedInSend('addToPlaylist');
  const signedIn = useIsSignedIn();
  return {
    status: useSelector(ref, selectAddStatus),
    playlists: useSelector(ref, selectAddPlaylists),
    clipCount: useSelector(ref, selectAddClipCount),
    error: useSelector(ref, selectAddError),
    available: signedIn,
    open: (clipIds: string[]) => send({ type: 'addToPlaylist.open', clipIds }),
    close: () => send({ type: 'addToPlaylist.close' }),
    retry: () => send({ type: 'addToPlaylist.retry' }),
    choose: (playlistId: string) => send({ type: 'addToPlaylist.choose', playlistId }),
    create: (name: string) => send({ type: 'addToPlaylist.create', name }),
  };
}
