import type { SnapshotFrom } from 'xstate';
import type { createPersonaMachine } from './createPersona.machine';

type CreatePersonaSnapshot = SnapshotFrom<typeof createPersonaMachine>;

export type CreatePersonaStep = 'closed' | 'editing' | 'submitting' | 'created';

export function selectCreatePersonaStep(s: CreatePersonaSnapshot): CreatePersonaStep {
  if (s.matches('editing')) return 'editing';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('created')) return 'created';
  return 'closed';
}

export const selectCreatePersonaClip = (s: CreatePersonaSnapshot) => s.context.clip;
export const selectCreatePersonaFields = (s: CreatePersonaSnapshot) => s.context.fields;
export const selectCreatePersonaError = (s: CreatePersonaSnapshot) => s.context.error;
export const selectCreatedPersona = (s: CreatePersonaSnapshot) => s.context.created;
