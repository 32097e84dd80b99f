import { useSelector } from '@xstate/react';
import { selectAutoplayEnabled } from '../../../machines/player/autoplay.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The autoplay switch: shown only while signed in (its machine runs then), and its toggle. */
export function useAutoplay() {
  const ref = useSignedInActor('autoplay');
  const send = useSignedInSend('autoplay');
  return {
    available: ref !== undefined,
    enabled: useSelector(ref, selectAutoplayEnabled),
    toggle: () => send({ type: 'autoplay.toggle' }),
  };
}
