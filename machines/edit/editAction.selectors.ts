import type { SnapshotFrom } from 'xstate';
import type { editActionMachine } from './editAction.machine';

type EditActionSnapshot = SnapshotFrom<typeof editActionMachine>;

/** Where an edit is: being asked for, its clip being made, made, started elsewhere, failed. */
export type EditActionView = 'submitting' | 'running' | 'done' | 'started' | 'failed';

export const selectEditActionView = (s: EditActionSnapshot): EditActionView => {
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('done')) return 'done';
  if (s.matches('started')) return 'started';
  if (s.matches('failed')) return 'failed';
  return 'running';
};

export const selectEditActionName = (s: EditActionSnapshot) => s.context.request.action;
export const selectEditActionClips = (s: EditActionSnapshot) => s.context.clips;
export const selectEditActionError = (s: EditActionSnapshot) => s.context.error;
