import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { addMenuMachine } from '../../../machines/create/addMenu.machine';
import { selectAddMenuPage } from '../../../machines/create/addMenu.selectors';

/**
 * The create form's add menu. Its state belongs to the one form on screen, so the actor lives
 * with the component rather than in the root actor.
 */
export function useAddMenu() {
  const ref = useActorRef(addMenuMachine);
  const page = useSelector(ref, selectAddMenuPage);
  // Stable across renders, so views may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      toggle: () => ref.send({ type: 'addMenu.toggle' }),
      close: () => ref.send({ type: 'addMenu.close' }),
      showPersonas: () => ref.send({ type: 'addMenu.showPersonas' }),
      showPrompts: () => ref.send({ type: 'addMenu.showPrompts' }),
      back: () => ref.send({ type: 'addMenu.back' }),
    }),
    [ref],
  );
  return { page, ...actions };
}
