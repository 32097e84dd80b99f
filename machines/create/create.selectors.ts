import type { SnapshotFrom } from 'xstate';
import { SIMPLE_PROMPT_MAX_CHARS } from '../../src/contracts/constants';
import type { createMachine } from './create.machine';

type CreateSnapshot = SnapshotFrom<typeof createMachine> | undefined;

/** The dialog a failed submit opened (spec 000 §8), or null. */
export type CreatePrompt = 'copyright' | 'outOfConcurrency' | 'upsell' | 'pastDue' | 'needsSupport';

const PROMPTS: readonly CreatePrompt[] = [
  'copyright',
  'outOfConcurrency',
  'upsell',
  'pastDue',
  'needsSupport',
];

export const selectFields = (s: CreateSnapshot) => s?.context.fields ?? null;
export const selectFieldErrors = (s: CreateSnapshot) => s?.context.fieldErrors ?? {};
export const selectIsRestoring = (s: CreateSnapshot) => !s || s.matches({ form: 'restoring' });
export const selectIsSubmitting = (s: CreateSnapshot) =>
  s?.matches({ form: 'submitting' }) ?? false;
export const selectPrompt = (s: CreateSnapshot): CreatePrompt | null =>
  PROMPTS.find((prompt) => s?.matches({ form: prompt })) ?? null;
/** The copyright modal's text: the server's detail (spec 000 §8, 424). */
export const selectCopyrightText = (s: CreateSnapshot) =>
  s?.matches({ form: 'copyright' }) ? (s.context.error?.detail ?? null) : null;
/** Why the last submit failed, as a code (its toast has already been shown). */
export const selectSubmitError = (s: CreateSnapshot) => s?.context.error?.code ?? null;
/** Characters left in the simple-mode description. */
export const selectDescriptionLeft = (s: CreateSnapshot) =>
  SIMPLE_PROMPT_MAX_CHARS - (s?.context.fields.description.length ?? 0);
