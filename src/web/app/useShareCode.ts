import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { shareCodeMachine } from '../../../machines/share/shareCode.machine';
import {
  selectShareCodeError,
  selectShareCodeStatus,
  selectSharePath,
} from '../../../machines/share/shareCode.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ShareCodeRef = ActorRefFrom<typeof shareCodeMachine>;

/** A short link's page: where the link leads, read while the page shows. */
export function useShareCode(shareId: string) {
  useOpenPage({ kind: 'shareCode', shareId });
  const ref = usePageActor<ShareCodeRef>(pageActorId('shareCode', shareId));
  return {
    status: useSelector(ref, selectShareCodeStatus),
    path: useSelector(ref, selectSharePath),
    error: useSelector(ref, selectShareCodeError),
    retry: () => ref?.send({ type: 'shareCode.retry' }),
  };
}
