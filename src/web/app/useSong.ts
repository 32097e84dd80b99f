import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { songActorId } from '../../../machines/app/pages';
import type { songMachine } from '../../../machines/song/song.machine';
import {
  selectSongClip,
  selectSongError,
  selectSongStatus,
} from '../../../machines/song/song.selectors';
import { usePageActor, useRootActor } from './RootActorContext';

type SongRef = ActorRefFrom<typeof songMachine>;

/** The song page's clip: opens its actor while the page shows it, closes it on leave. */
export function useSong(clipId: string, commentId: string | null = null) {
  const root = useRootActor();
  useEffect(() => {
    root.send({ type: 'app.openSong', clipId, commentId });
    return () => root.send({ type: 'app.closeSong', clipId });
  }, [root, clipId, commentId]);
  const ref = usePageActor<SongRef>(songActorId(clipId));
  return {
    status: useSelector(ref, (s) => (s ? selectSongStatus(s) : 'loading')),
    clip: useSelector(ref, (s) => (s ? selectSongClip(s) : null)),
    error: useSelector(ref, (s) => (s ? selectSongError(s) : null)),
    retry: () => ref?.send({ type: 'song.retry' }),
  };
}
