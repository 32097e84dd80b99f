import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PersonaFields } from '../../../machines/persona/createPersona.machine';
import {
  selectCreatedPersona,
  selectCreatePersonaClip,
  selectCreatePersonaError,
  selectCreatePersonaFields,
  selectCreatePersonaStep,
} from '../../../machines/persona/createPersona.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The create-persona modal (one for the app, opened from a clip's menu). */
export function useCreatePersona() {
  const ref = useSignedInActor('createPersona');
  const send = useSignedInSend('createPersona');
  const actions = useMemo(
    () => ({
      open: (clip: { id: string; title: string }) => send({ type: 'createPersona.open', clip }),
      update: (patch: Partial<PersonaFields>) => send({ type: 'createPersona.update', patch }),
      submit: () => send({ type: 'createPersona.submit' }),
      close: () => send({ type: 'createPersona.close' }),
    }),
    [ref, send],
  );
  return {
    step: useSelector(ref, (s) => (s ? selectCreatePersonaStep(s) : 'closed')),
    clip: useSelector(ref, (s) => (s ? selectCreatePersonaClip(s) : null)),
    fields: useSelector(ref, (s) => (s ? selectCreatePersonaFields(s) : null)),
    error: useSelector(ref, (s) => (s ? selectCreatePersonaError(s) : null)),
    created: useSelector(ref, (s) => (s ? selectCreatedPersona(s) : null)),
    ...actions,
  };
}
