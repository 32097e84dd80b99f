import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { userEventsMachine } from '../../../machines/discover/userEvents.machine';
import { selectShowsFirstSongHint } from '../../../machines/discover/userEvents.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type UserEventsRef = ActorRefFrom<typeof userEventsMachine>;

/** First-song guidance on /create: shown to a user who never made a song, until dismissed. */
export function useFirstSongHint() {
  useOpenPage({ kind: 'userEvents' });
  const ref = usePageActor<UserEventsRef>('userEvents');
  return {
    shows: useSelector(ref, (s) => (s ? selectShowsFirstSongHint(s) : false)),
    dismiss: () => ref?.send({ type: 'userEvents.dismiss' }),
  };
}
