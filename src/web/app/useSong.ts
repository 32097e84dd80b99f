import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { songMachine } from '../../../machines/song/song.machine';
import {
  selectSongClip,
  selectSongError,
  selectSongStatus,
} from '../../../machines/song/song.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type SongRef = ActorRefFrom<typeof songMachine>;

/** The song page's clip: opens its actor while the page shows it, closes it on leave. */
export function useSong(clipId: string, commentId: string | null = null) {
  useOpenPage({ kind: 'song', clipId, commentId }, commentId);
  const ref = usePageActor<SongRef>(pageActorId('song', clipId));
  return {
    status: useSelector(ref, (s) => (s ? selectSongStatus(s) : 'loading')),
    clip: useSelector(ref, (s) => (s ? selectSongClip(s) : null)),
    error: useSelector(ref, (s) => (s ? selectSongError(s) : null)),
    retry: () => ref?.send({ type: 'song.retry' }),
  };
}
