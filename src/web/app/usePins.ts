import { useSelector } from '@xstate/react';
import type { PinTarget } from '../../../machines/profile/pins.machine';
import {
  selectIsPinned,
  selectPinClip,
  selectPinError,
  selectPinsStatus,
} from '../../../machines/profile/pins.selectors';
import { useIsSignedIn, useSignedInActor, useSignedInSend } from './RootActorContext';

/** The pin modal and the pin calls of one's own songs (signed in; `available` false otherwise). */
export function usePins() {
  const ref = useSignedInActor('pins');
  const send = useSignedInSend('pins');
  const signedIn = useIsSignedIn();
  return {
    available: signedIn,
    status: useSelector(ref, (s) => (s ? selectPinsStatus(s) : 'idle')),
    clip: useSelector(ref, (s) => (s ? selectPinClip(s) : null)),
    error: useSelector(ref, (s) => (s ? selectPinError(s) : null)),
    open: (clip: PinTarget) => send({ type: 'pins.open', clip }),
    confirm: () => send({ type: 'pins.confirm' }),
    close: () => send({ type: 'pins.close' }),
    unpin: (clip: PinTarget) => send({ type: 'pins.unpin', clip }),
  };
}

/** Whether a song is pinned, as the last pin call answered or else as it was read. */
export function useIsPinned(clip: { id: string; is_pinned: boolean }) {
  const ref = useSignedInActor('pins');
  return useSelector(ref, (s) => (s ? selectIsPinned(s, clip) : clip.is_pinned));
}
