import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAddMenuPage } from '../../../machines/create/addMenu.selectors';
import { useSignedInActor } from './RootActorContext';

/** The create form's add menu: its actor is a signed-in child of the root, like the form's. */
export function useAddMenu() {
  const ref = useSignedInActor('addMenu');
  const page = useSelector(ref, (snapshot) => (snapshot ? selectAddMenuPage(snapshot) : 'closed'));
  // Stable across renders, so views may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      toggle: () => ref?.send({ type: 'addMenu.toggle' }),
      close: () => ref?.send({ type: 'addMenu.close' }),
      showPersonas: () => ref?.send({ type: 'addMenu.showPersonas' }),
      showPrompts: () => ref?.send({ type: 'addMenu.showPrompts' }),
      back: () => ref?.send({ type: 'addMenu.back' }),
    }),
    [ref],
  );
  return { page, ...actions };
}
