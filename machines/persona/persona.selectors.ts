import type { SnapshotFrom } from 'xstate';
import type { personaMachine } from './persona.machine';

type PersonaSnapshot = SnapshotFrom<typeof personaMachine>;

export type PersonaStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export function selectPersonaStatus(s: PersonaSnapshot): PersonaStatus {
  if (s.matches('ready')) return 'ready';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return 'loading';
}

export const selectPersona = (s: PersonaSnapshot) => s.context.persona;
export const selectPersonaClips = (s: PersonaSnapshot) => s.context.clips;
export const selectPersonaError = (s: PersonaSnapshot) => s.context.error;
export const selectPersonaDraft = (s: PersonaSnapshot) => s.context.draft;
export const selectHasMoreClips = (s: PersonaSnapshot) =>
  s.context.clips.length < s.context.totalClips;
/** Whether the edit dialog is open (while saving too). */
export const selectIsEditing = (s: PersonaSnapshot) =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' });
/** Whether a call is on its way: the page's buttons wait. */
export const selectPersonaBusy = (s: PersonaSnapshot) =>
  s.matches('ready') && !s.matches({ ready: 'idle' }) && !s.matches({ ready: 'editing' });
export const selectIsLoadingMore = (s: PersonaSnapshot) => s.matches({ ready: 'loadingMore' });
