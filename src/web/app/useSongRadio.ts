import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { songRadioMachine } from '../../../machines/liveRadio/songRadio.machine';
import type { Clip } from '../../contracts/clip';
import { usePageActor, useRootActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';
import { sendToPlayer } from './sendToPlayer';

type SongRadioRef = ActorRefFrom<typeof songRadioMachine>;

/** A song radio page's songs: opens its actor while the page shows it, closes it on leave. */
export function useSongRadio(clipId: string) {
  const root = useRootActor();
  useOpenPage({ kind: 'songRadio', clipId });
  const ref = usePageActor<SongRadioRef>(pageActorId('songRadio', clipId));
  return {
    status: useSelector(ref, (s) =>
      s ? (s.value as 'loading' | 'loaded' | 'notFound' | 'failed') : 'loading',
    ),
    list: useSelector(ref, (s) => s?.context.list ?? null),
    error: useSelector(ref, (s) => s?.context.error ?? null),
    retry: () => ref?.send({ type: 'songRadio.retry' }),
    /** Plays the seed then the similar songs through the queue player (slice A's). */
    play: (clips: Clip[]) =>
      sendToPlayer(root, {
        type: 'player.playQueue',
        clips,
        index: 0,
        context: { type: 'song_radio', id: clipId },
      }),
  };
}
