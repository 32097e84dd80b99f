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
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The prompt library: saved prompts, and saving, deleting and applying them. */
export function usePrompts() {
  const ref = useSignedInActor('prompts');
  const send = useSignedInSend('prompts');
  return {
    prompts: useSelector(ref, selectPrompts),
    status: useSelector(ref, selectListStatus),
    error: useSelector(ref, selectListError),
    saving: useSelector(ref, selectIsSaving),
    busy: useSelector(ref, selectIsBusy),
    deletingId: useSelector(ref, selectDeletingId),
    save: (fields: CreateFields) => send({ type: 'prompts.save', fields }),
    remove: (id: string) => send({ type: 'prompts.delete', id }),
    apply: (id: string) => send({ type: 'prompts.apply', id }),
    reload: () => send({ type: 'prompts.reload' }),
  };
}
