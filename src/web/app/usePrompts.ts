import { useSelector } from '@xstate/react';
import type { CreateFields } from '../../../machines/create/create.fields';
import {
  selectDeletingId,
  selectIsBusy,
  selectIsSaving,
  selectListError,
  selectListStatus,
  selectPrompts,
} from '../../../machines/prompts/prompts.selectors';
import { useSignedInActor } from './RootActorContext';

/** The prompt library: saved prompts, and saving, deleting and applying them. */
export function usePrompts() {
  const ref = useSignedInActor('prompts');
  return {
    prompts: useSelector(ref, selectPrompts),
    status: useSelector(ref, selectListStatus),
    error: useSelector(ref, selectListError),
    saving: useSelector(ref, selectIsSaving),
    busy: useSelector(ref, selectIsBusy),
    deletingId: useSelector(ref, selectDeletingId),
    save: (fields: CreateFields) => ref?.send({ type: 'prompts.save', fields }),
    remove: (id: string) => ref?.send({ type: 'prompts.delete', id }),
    apply: (id: string) => ref?.send({ type: 'prompts.apply', id }),
    reload: () => ref?.send({ type: 'prompts.reload' }),
  };
}
