import { assign, enqueueActions, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import { PROMPT_SAVED_TOAST_MS } from '../../src/contracts/client-constants';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { ErrorCode } from '../../src/contracts/errors';
import type { SavedPrompt } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import type { SavePromptBody } from '../actors/ports';
import { unprovided } from '../actors/unprovided';
import type { CreateFields } from '../create/create.fields';
import { hasPromptText, toSavePromptBody } from './prompts.fields';

export interface PromptsContext {
  /** The library, newest first. */
  prompts: SavedPrompt[];
  /** Why the library could not be read. */
  error: ErrorCode | null;
  /** The prompt being saved. */
  pending: SavePromptBody | null;
  /** The prompt being deleted. */
  deletingId: string | null;
}

export type PromptsEvent =
  /** Save the create form as it is now. */
  | { type: 'prompts.save'; fields: CreateFields }
  | { type: 'prompts.delete'; id: string }
  /** Fill the create form from a saved prompt. */
  | { type: 'prompts.apply'; id: string }
  | { type: 'prompts.reload' };

/**
 * The prompt library (spec 000 §2, §3, §7): the saved prompts of the signed-in user, newest
 * first; saving the create form as a prompt, deleting one, and applying one to the form.
 * Outcomes reach the user as toasts: prompt saved (PROMPT_SAVED_TOAST_MS, spec 000 §9) or
 * "Prompt could not be saved. Try again." (spec 000 §8).
 */
export const promptsMachine = setup({
  types: {
    context: {} as PromptsContext,
    events: {} as PromptsEvent,
  },
  actors: {
    fetchPrompts: unprovided<SavedPrompt[]>('fetchPrompts'),
    savePrompt: unprovided<SavedPrompt, SavePromptBody>('savePrompt'),
    deletePrompt: unprovided<void, { id: string }>('deletePrompt'),
  },
  guards: {
    hasText: (_, fields: CreateFields) => hasPromptText(toSavePromptBody(fields)),
    isSaved: ({ context }, id: string) => context.prompts.some((prompt) => prompt.id === id),
  },
  actions: {
    setPrompts: assign((_, prompts: SavedPrompt[]) => ({ prompts, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    startSave: assign((_, fields: CreateFields) => ({ pending: toSavePromptBody(fields) })),
    addPrompt: assign(({ context }, saved: SavedPrompt) => ({
      prompts: [saved, ...context.prompts.filter((prompt) => prompt.id !== saved.id)],
      pending: null,
    })),
    clearPending: assign({ pending: null }),
    startDelete: assign((_, id: string) => ({ deletingId: id })),
    removePrompt: assign(({ context }) => ({
      prompts: context.prompts.filter((prompt) => prompt.id !== context.deletingId),
      deletingId: null,
    })),
    clearDeleting: assign({ deletingId: null }),
    toast: enqueueActions(
      ({ system, enqueue }, toast: { code: MessageCode; durationMs?: number }) => {
        const toasts: AnyActorRef | undefined = system.get('toasts');
        const show: AnyEventObject = { type: 'toasts.show', ...toast };
        if (toasts) enqueue.sendTo(toasts, show);
      },
    ),
    applyToForm: enqueueActions(({ context, system, enqueue }, id: string) => {
      const form: AnyActorRef | undefined = system.get('create');
      const prompt = context.prompts.find((saved) => saved.id === id);
      const apply: AnyEventObject = { type: 'create.apply', prompt };
      if (form && prompt) enqueue.sendTo(form, apply);
    }),
  },
}).createMachine({
  id: 'prompts',
  description: 'The saved prompts: listed newest first, saved from the form, deleted, applied.',
  context: { prompts: [], error: null, pending: null, deletingId: null },
  type: 'parallel',
  on: {
    'prompts.apply': {
      guard: { type: 'isSaved', params: ({ event }) => event.id },
      actions: { type: 'applyToForm', params: ({ event }) => event.id },
    },
  },
  states: {
    list: {
      description: 'The library as last read.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the saved prompts, newest first.',
          invoke: {
            src: 'fetchPrompts',
            onDone: {
              target: 'ready',
              actions: { type: 'setPrompts', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: {
          description: 'The library is shown.',
          on: { 'prompts.reload': 'loading' },
        },
        failed: {
          description: 'The library could not be read; it can be asked for again.',
          on: { 'prompts.reload': 'loading' },
        },
      },
    },
    change: {
      description: 'A save or delete on its way; one at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being saved or deleted.',
          on: {
            'prompts.save': [
              {
                guard: { type: 'hasText', params: ({ event }) => event.fields },
                target: 'saving',
                actions: { type: 'startSave', params: ({ event }) => event.fields },
              },
              {
                // An empty form is no prompt: say what is missing instead of asking the server.
                actions: { type: 'toast', params: { code: 'emptyPrompt' } },
              },
            ],
            'prompts.delete': {
              target: 'deleting',
              actions: { type: 'startDelete', params: ({ event }) => event.id },
            },
          },
        },
        saving: {
          description: 'Saves the form as a prompt.',
          invoke: {
            src: 'savePrompt',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'addPrompt', params: ({ event }) => event.output },
                {
                  type: 'toast',
                  params: { code: 'promptSaved', durationMs: PROMPT_SAVED_TOAST_MS },
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: ['clearPending', { type: 'toast', params: { code: 'promptSaveFailed' } }],
            },
          },
        },
        deleting: {
          description: 'Deletes a saved prompt.',
          invoke: {
            src: 'deletePrompt',
            input: ({ context }) => ({ id: context.deletingId! }),
            onDone: { target: 'idle', actions: 'removePrompt' },
            onError: {
              target: 'idle',
              actions: [
                'clearDeleting',
                { type: 'toast', params: ({ event }) => ({ code: toErrorCode(event.error) }) },
              ],
            },
          },
        },
      },
    },
  },
});
