import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { PlaylistChange, playlistMachine } from '../../../machines/playlist/playlist.machine';
import {
  selectHasMoreSongs,
  selectIsLoadingMore,
  selectIsPreparingPlay,
  selectIsSaving,
  selectPlaylist,
  selectPlaylistClips,
  selectPlaylistError,
  selectPlaylistStatus,
} from '../../../machines/playlist/playlist.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type PlaylistRef = ActorRefFrom<typeof playlistMachine>;

/** A playlist page: opens its actor while the page shows it, closes it on leave. */
export function usePlaylist(playlistId: string) {
  useOpenPage({ kind: 'playlist', playlistId });
  const ref = usePageActor<PlaylistRef>(pageActorId('playlist', playlistId));
  return {
    status: useSelector(ref, selectPlaylistStatus),
    playlist: useSelector(ref, selectPlaylist),
    clips: useSelector(ref, selectPlaylistClips),
    error: useSelector(ref, selectPlaylistError),
    hasMore: useSelector(ref, selectHasMoreSongs),
    loadingMore: useSelector(ref, selectIsLoadingMore),
    saving: useSelector(ref, selectIsSaving),
    preparing: useSelector(ref, selectIsPreparingPlay),
    retry: () => ref?.send({ type: 'playlist.retry' }),
    more: () => ref?.send({ type: 'playlist.more' }),
    change: (change: PlaylistChange) => ref?.send({ type: 'playlist.change', change }),
    playAll: () => ref?.send({ type: 'playlist.playAll' }),
  };
}
