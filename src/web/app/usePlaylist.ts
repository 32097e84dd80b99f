import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { playlistActorId } from '../../../machines/app/pages';
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
import { usePageActor, useRootActor } from './RootActorContext';

type PlaylistRef = ActorRefFrom<typeof playlistMachine>;

/** A playlist page: opens its actor while the page shows it, closes it on leave. */
export function usePlaylist(playlistId: string) {
  const root = useRootActor();
  useEffect(() => {
    root.send({ type: 'app.openPlaylist', playlistId });
    return () => root.send({ type: 'app.closePlaylist', playlistId });
  }, [root, playlistId]);
  const ref = usePageActor<PlaylistRef>(playlistActorId(playlistId));
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
