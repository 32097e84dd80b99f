import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { tagRadioMachine } from '../../../machines/liveRadio/tagRadio.machine';
import type { Clip } from '../../contracts/clip';
import { usePageActor, useRootActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';
import { sendToPlayer } from './sendToPlayer';

type TagRadioRef = ActorRefFrom<typeof tagRadioMachine>;
const NO_CLIPS: Clip[] = [];

/** A tag radio page's songs: opens its actor while the page shows it, closes it on leave. */
export function useTagRadio(tag: string) {
  const root = useRootActor();
  useOpenPage({ kind: 'tagRadio', tag });
  const ref = usePageActor<TagRadioRef>(pageActorId('tagRadio', tag));
  return {
    status: useSelector(ref, (s) => (s ? (s.value as 'loading' | 'loaded' | 'failed') : 'loading')),
    clips: useSelector(ref, (s) => s?.context.clips ?? NO_CLIPS),
    error: useSelector(ref, (s) => s?.context.error ?? null),
    retry: () => ref?.send({ type: 'tagRadio.retry' }),
    /** Plays the songs from the first through the queue player (context style_tag). */
    play: (clips: Clip[]) =>
      sendToPlayer(root, {
        type: 'player.playQueue',
        clips,
        index: 0,
        context: { type: 'style_tag', id: tag },
      }),
  };
}
