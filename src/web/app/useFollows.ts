import { useSelector } from '@xstate/react';
import {
  selectFollowPending,
  selectIsFollowing,
} from '../../../machines/profile/follows.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/**
 * Whether the signed-in viewer follows `handle` (what the page read, as toggled since), and the
 * toggle; `available` is false signed out.
 */
export function useFollow(handle: string, read: boolean) {
  const ref = useSignedInActor('follows');
  const send = useSignedInSend('follows');
  const following = useSelector(ref, (s) => (s ? selectIsFollowing(s, handle, read) : read));
  return {
    available: ref !== undefined,
    following,
    pending: useSelector(ref, (s) => (s ? selectFollowPending(s, handle) : false)),
    toggle: () => send({ type: 'follows.toggle', handle, following }),
  };
}
