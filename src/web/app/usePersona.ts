import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { PersonaDraft, personaMachine } from '../../../machines/persona/persona.machine';
import {
  selectHasMoreClips,
  selectIsEditing,
  selectIsLoadingMore,
  selectPersona,
  selectPersonaBusy,
  selectPersonaClips,
  selectPersonaDraft,
  selectPersonaError,
  selectPersonaStatus,
} from '../../../machines/persona/persona.selectors';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type PersonaRef = ActorRefFrom<typeof personaMachine>;

/** A persona page (/persona/{id}): opens its actor while the page shows it. */
export function usePersona(personaId: string) {
  useOpenPage({ kind: 'persona', personaId });
  const ref = usePageActor<PersonaRef>(pageActorId('persona', personaId));
  const actions = useMemo(
    () => ({
      retry: () => ref?.send({ type: 'persona.retry' }),
      more: () => ref?.send({ type: 'persona.more' }),
      editOpen: () => ref?.send({ type: 'persona.editOpen' }),
      editUpdate: (patch: Partial<PersonaDraft>) =>
        ref?.send({ type: 'persona.editUpdate', patch }),
      editSave: () => ref?.send({ type: 'persona.editSave' }),
      editCancel: () => ref?.send({ type: 'persona.editCancel' }),
      setPublic: (isPublic: boolean) => ref?.send({ type: 'persona.setPublic', isPublic }),
      trash: () => ref?.send({ type: 'persona.trash' }),
      restore: () => ref?.send({ type: 'persona.restore' }),
      toggleLove: () => ref?.send({ type: 'persona.toggleLove' }),
      toggleFollow: () => ref?.send({ type: 'persona.toggleFollow' }),
    }),
    [ref],
  );
  return {
    status: useSelector(ref, (s) => (s ? selectPersonaStatus(s) : 'loading')),
    persona: useSelector(ref, (s) => (s ? selectPersona(s) : null)),
    clips: useSelector(ref, (s) => (s ? selectPersonaClips(s) : [])),
    hasMore: useSelector(ref, (s) => (s ? selectHasMoreClips(s) : false)),
    loadingMore: useSelector(ref, (s) => (s ? selectIsLoadingMore(s) : false)),
    editing: useSelector(ref, (s) => (s ? selectIsEditing(s) : false)),
    saving: useSelector(ref, (s) => s?.matches({ ready: 'saving' }) ?? false),
    draft: useSelector(ref, (s) => (s ? selectPersonaDraft(s) : null)),
    busy: useSelector(ref, (s) => (s ? selectPersonaBusy(s) : false)),
    error: useSelector(ref, (s) => (s ? selectPersonaError(s) : null)),
    ...actions,
  };
}
