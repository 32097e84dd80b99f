import { useSelector } from '@xstate/react';
import { selectToasts } from '../../../machines/toasts/toasts.selectors';
import { useSystemActor } from './RootActorContext';

/** The toasts on screen (views translate each `code` with `t('errors.<code>', params)`). */
export function useToasts() {
  const ref = useSystemActor('toasts');
  return {
    toasts: useSelector(ref, selectToasts),
    dismiss: (id: number) => ref.send({ type: 'toasts.dismiss', id }),
  };
}
