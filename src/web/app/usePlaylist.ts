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
  selectPlayIndex,
  selectPlayingClip,
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
    playing: useSelector(ref, selectPlayingClip),
    playIndex: useSelector(ref, selectPlayIndex),
    retry: () => ref?.send({ type: 'playlist.retry' }),
    more: () => ref?.send({ type: 'playlist.more' }),
    change: (change: PlaylistChange) => ref?.send({ type: 'playlist.change', change }),
    playAll: () => ref?.send({ type: 'playlist.playAll' }),
    playAt: (index: number) => ref?.send({ type: 'playlist.playAt', index }),
    next: () => ref?.send({ type: 'playlist.next' }),
    previous: () => ref?.send({ type: 'playlist.previous' }),
    trackEnded: () => ref?.send({ type: 'playlist.trackEnded' }),
    stop: () => ref?.send({ type: 'playlist.stop' }),
  };
}
