import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { syncedLyricsMachine } from '../../../machines/player/syncedLyrics.machine';
import type { AlignedLyricsWord } from '../../contracts/aligned-lyrics';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type SyncedLyricsRef = ActorRefFrom<typeof syncedLyricsMachine>;
export type SyncedLyricsStatus = 'loading' | 'aligned' | 'unaligned' | 'failed';

const NO_WORDS: AlignedLyricsWord[] = [];

/** A clip's aligned words while the full-screen player shows it: opens its actor, closes it after. */
export function useSyncedLyrics(clipId: string) {
  useOpenPage({ kind: 'syncedLyrics', clipId });
  const ref = usePageActor<SyncedLyricsRef>(pageActorId('syncedLyrics', clipId));
  return {
    status: useSelector(ref, (s) => (s ? (s.value as SyncedLyricsStatus) : 'loading')),
    words: useSelector(ref, (s) => s?.context.words ?? NO_WORDS),
    retry: () => ref?.send({ type: 'syncedLyrics.retry' }),
  };
}
