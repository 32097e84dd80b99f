import type { SnapshotFrom } from 'xstate';
import type { personaListsMachine } from './personaLists.machine';

type ListsSnapshot = SnapshotFrom<typeof personaListsMachine>;

export type PersonaListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export function selectPersonaListStatus(s: ListsSnapshot): PersonaListStatus {
  if (s.matches('ready')) return 'ready';
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading')) return 'loading';
  return 'idle';
}

export const selectPersonaListKind = (s: ListsSnapshot) => s.context.kind;
export const selectPersonas = (s: ListsSnapshot) => s.context.personas;
export const selectPersonaListError = (s: ListsSnapshot) => s.context.error;
export const selectHasMorePersonas = (s: ListsSnapshot) =>
  s.context.personas.length < s.context.total;
export const selectIsLoadingMorePersonas = (s: ListsSnapshot) =>
  s.matches({ ready: 'loadingMore' });
