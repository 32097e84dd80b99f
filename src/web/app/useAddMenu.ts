import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAddMenuPage } from '../../../machines/create/addMenu.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The create form's add menu: its actor is a signed-in child of the root, like the form's. */
export function useAddMenu() {
  const ref = useSignedInActor('addMenu');
  const send = useSignedInSend('addMenu');
  const page = useSelector(ref, (snapshot) => (snapshot ? selectAddMenuPage(snapshot) : 'closed'));
  // Stable across renders, so views may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      toggle: () => send({ type: 'addMenu.toggle' }),
      close: () => send({ type: 'addMenu.close' }),
      showPersonas: () => send({ type: 'addMenu.showPersonas' }),
      showPrompts: () => send({ type: 'addMenu.showPrompts' }),
      back: () => send({ type: 'addMenu.back' }),
    }),
    [ref, send],
  );
  return { page, ...actions };
}
