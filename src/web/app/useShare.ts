import { useSelector } from '@xstate/react';
import type { ShareTarget } from '../../../machines/share/share.machine';
import {
  selectLinkStatus,
  selectShareAction,
  selectShareError,
  selectShareLink,
  selectShareOpen,
  selectShareTarget,
} from '../../../machines/share/share.selectors';
import { useIsSignedIn, useSignedInActor, useSignedInSend } from './RootActorContext';

/** The share modal (a signed-in child, `share`): its state and what a view may ask of it. */
export function useShare() {
  const ref = useSignedInActor('share');
  const send = useSignedInSend('share');
  const signedIn = useIsSignedIn();
  return {
    available: signedIn,
    open: useSelector(ref, selectShareOpen),
    target: useSelector(ref, selectShareTarget),
    link: useSelector(ref, selectShareLink),
    linkStatus: useSelector(ref, selectLinkStatus),
    action: useSelector(ref, selectShareAction, (a, b) => a.state === b.state && a.what === b.what),
    error: useSelector(ref, selectShareError),
    show: (target: ShareTarget) => send({ type: 'share.open', target }),
    close: () => send({ type: 'share.close' }),
    retry: () => send({ type: 'share.retry' }),
    copyLink: () => send({ type: 'share.copyLink' }),
    copyEmbed: () => send({ type: 'share.copyEmbed' }),
    shareNatively: () => send({ type: 'share.native' }),
  };
}
