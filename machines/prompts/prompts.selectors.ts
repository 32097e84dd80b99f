import type { SnapshotFrom } from 'xstate';
import type { promptsMachine } from './prompts.machine';

type PromptsSnapshot = SnapshotFrom<typeof promptsMachine> | undefined;

/** The saved prompts, newest first. */
export const selectPrompts = (s: PromptsSnapshot) => s?.context.prompts ?? [];
/** `loading`, `ready` or `failed`: how far reading the library got. */
export const selectListStatus = (s: PromptsSnapshot): 'loading' | 'ready' | 'failed' =>
  s?.matches({ list: 'ready' }) ? 'ready' : s?.matches({ list: 'failed' }) ? 'failed' : 'loading';
export const selectListError = (s: PromptsSnapshot) => s?.context.error ?? null;
export const selectIsSaving = (s: PromptsSnapshot) => s?.matches({ change: 'saving' }) ?? false;
/** The prompt being deleted, or null. */
export const selectDeletingId = (s: PromptsSnapshot) =>
  s?.matches({ change: 'deleting' }) ? s.context.deletingId : null;
/** Whether a save or delete is on its way (the next waits for it). */
export const selectIsBusy = (s: PromptsSnapshot) => !(s?.matches({ change: 'idle' }) ?? true);
