import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { accessTokensMachine } from '../../../machines/account/accessTokens.machine';
import {
  selectChangeError,
  selectCopyState,
  selectIsCreating,
  selectListError,
  selectRevealed,
  selectRevokingId,
  selectTokens,
  selectTokensStatus,
} from '../../../machines/account/accessTokens.selectors';
import { pageActorId } from '../../../machines/app/pages';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type AccessTokensRef = ActorRefFrom<typeof accessTokensMachine>;

/**
 * Personal access tokens of /account: list, create (shown once), copy and revoke. Their actor
 * runs, under the root's pages, only while the page shows them.
 */
export function useAccessTokens() {
  useOpenPage({ kind: 'accessTokens' });
  const ref = usePageActor<AccessTokensRef>(pageActorId('accessTokens', ''));
  return {
    tokens: useSelector(ref, selectTokens),
    status: useSelector(ref, selectTokensStatus),
    listError: useSelector(ref, selectListError),
    changeError: useSelector(ref, selectChangeError),
    creating: useSelector(ref, selectIsCreating),
    revokingId: useSelector(ref, selectRevokingId),
    revealed: useSelector(ref, selectRevealed),
    copyState: useSelector(ref, selectCopyState),
    create: (name: string) => ref?.send({ type: 'tokens.create', name }),
    revoke: (id: string) => ref?.send({ type: 'tokens.revoke', id }),
    copy: () => ref?.send({ type: 'tokens.copy' }),
    dismiss: () => ref?.send({ type: 'tokens.dismiss' }),
    reload: () => ref?.send({ type: 'tokens.reload' }),
  };
}
