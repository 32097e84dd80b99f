import { useActorRef, useSelector } from '@xstate/react';
import { createAccessTokensActors } from '../../../machines/actors/accessTokens.actors';
import { accessTokensMachine } from '../../../machines/account/accessTokens.machine';
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
import { createApi } from '../../api';

const api = createApi();
// Lives only while /account is open: the tokens matter nowhere else.
const machine = accessTokensMachine.provide({
  actors: createAccessTokensActors({
    list: (signal) => api.accessTokens.list(signal),
    create: (name, signal) => api.accessTokens.create(name, signal),
    revoke: (id, signal) => api.accessTokens.revoke(id, signal),
    copy: (text) => navigator.clipboard.writeText(text),
  }),
});

/** Personal access tokens of /account: list, create (shown once), copy and revoke. */
export function useAccessTokens() {
  const ref = useActorRef(machine);
  return {
    tokens: useSelector(ref, selectTokens),
    status: useSelector(ref, selectTokensStatus),
    listError: useSelector(ref, selectListError),
    changeError: useSelector(ref, selectChangeError),
    creating: useSelector(ref, selectIsCreating),
    revokingId: useSelector(ref, selectRevokingId),
    revealed: useSelector(ref, selectRevealed),
    copyState: useSelector(ref, selectCopyState),
    create: (name: string) => ref.send({ type: 'tokens.create', name }),
    revoke: (id: string) => ref.send({ type: 'tokens.revoke', id }),
    copy: () => ref.send({ type: 'tokens.copy' }),
    dismiss: () => ref.send({ type: 'tokens.dismiss' }),
    reload: () => ref.send({ type: 'tokens.reload' }),
  };
}
