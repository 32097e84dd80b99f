import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { editActionMachine } from '../../../machines/edit/editAction.machine';
import {
  selectEditActionClips,
  selectEditActionError,
  selectEditActionName,
  selectEditActionView,
} from '../../../machines/edit/editAction.selectors';
import type { Clip } from '../../contracts/clip';

const NO_CLIPS: Clip[] = [];

/** The edit last made in edit mode (null: none yet): where it is, its clips, why it failed. */
export function useEditAction(ref: ActorRefFrom<typeof editActionMachine> | null) {
  const actor = ref ?? undefined;
  return {
    view: useSelector(actor, (s) => (s ? selectEditActionView(s) : 'idle')),
    action: useSelector(actor, (s) => (s ? selectEditActionName(s) : null)),
    clips: useSelector(actor, (s) => (s ? selectEditActionClips(s) : NO_CLIPS)),
    error: useSelector(actor, (s) => (s ? selectEditActionError(s) : null)),
    retry: () => ref?.send({ type: 'editAction.retry' }),
  };
}

export type EditActionState = ReturnType<typeof useEditAction>;
