import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PersonaListKind } from '../../contracts/persona';
import {
  selectHasMorePersonas,
  selectIsLoadingMorePersonas,
  selectPersonaListError,
  selectPersonaListKind,
  selectPersonaListStatus,
  selectPersonas,
} from '../../../machines/persona/personaLists.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/**
 * A list of personas: `personaLists` for the lists page, `personaPicker` for the create
 * screen's Add menu, each showing one list at a time.
 */
export function usePersonaLists(id: 'personaLists' | 'personaPicker') {
  const ref = useSignedInActor(id);
  const send = useSignedInSend(id);
  const actions = useMemo(
    () => ({
      show: (kind: PersonaListKind) => send({ type: 'personas.show', kind }),
      more: () => send({ type: 'personas.more' }),
      retry: () => send({ type: 'personas.retry' }),
    }),
    [ref, send],
  );
  return {
    ready: ref !== undefined,
    status: useSelector(ref, (s) => (s ? selectPersonaListStatus(s) : 'idle')),
    kind: useSelector(ref, (s) => (s ? selectPersonaListKind(s) : 'mine')),
    personas: useSelector(ref, (s) => (s ? selectPersonas(s) : [])),
    hasMore: useSelector(ref, (s) => (s ? selectHasMorePersonas(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectIsLoadingMorePersonas(s) : false)),
    error: useSelector(ref, (s) => (s ? selectPersonaListError(s) : null)),
    ...actions,
  };
}
