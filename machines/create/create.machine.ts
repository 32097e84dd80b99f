import {
  and,
  assign,
  enqueueActions,
  raise,
  setup,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import type { GenerateBody } from '../../src/contracts/client-generation';
import { CREATE_SAVE_DEBOUNCE_MS } from '../../src/contracts/client-constants';
import type { Tier } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { GenerateResponse } from '../../src/contracts/generation';
import { toErrorFacts, type ErrorFacts } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import {
  applyPatch,
  applyPrompt,
  defaultFields,
  errorsAfterEdit,
  toGenerateRequest,
  validateFields,
  type CreateField,
  type CreateFields,
  type FieldErrors,
  type ModelLimits,
  type PromptFields,
} from './create.fields';

export interface CreateInput {
  tier: Tier;
}

export interface CreateContext {
  fields: CreateFields;
  tier: Tier;
  fieldErrors: FieldErrors;
  /** The body being sent; kept so the submit reads the form as it was when pressed. */
  pending: GenerateBody | null;
  /** Why the last submit failed. */
  error: ErrorFacts | null;
}

export type CreateEvent =
  | { type: 'create.update'; patch: Partial<CreateFields> }
  /** Written lyrics arrive (from the lyrics machine): custom mode, lyrics and title filled. */
  | { type: 'create.fillLyrics'; lyrics: string; title: string }
  /** A saved prompt is applied (from the prompt library): its fields replace the form's. */
  | { type: 'create.apply'; prompt: PromptFields }
  | { type: 'create.reset' }
  | { type: 'create.submit'; model?: ModelLimits }
  | { type: 'create.dismiss' }
  | { type: 'create.setTier'; tier: Tier }
  | { type: 'create.changed' };

/**
 * The create form (spec 000 §5, §8): fields for simple and custom mode, validated on submit;
 * the generate call's failures become the catalogue's outcomes (copyright modal, concurrency
 * prompt or wait toast, upsell, past due, support, toasts). A success hands the request to
 * the generations tracker and keeps the form. The fields are kept on this device.
 */
export const createMachine = setup({
  types: {
    context: {} as CreateContext,
    events: {} as CreateEvent,
    input: {} as CreateInput,
  },
  actors: {
    loadCreateState: unprovided<CreateFields>('loadCreateState'),
    saveCreateState: unprovided<void, CreateFields>('saveCreateState'),
    generate: unprovided<GenerateResponse, GenerateBody>('generate'),
  },
  guards: {
    hasFieldErrors: (_, errors: FieldErrors) => Object.keys(errors).length > 0,
    isError: ({ event }, code: ErrorCode) =>
      toErrorFacts((event as { error?: unknown }).error).code === code,
    isBasic: ({ context }) => context.tier === 'basic',
  },
  actions: {
    setFields: assign((_, fields: CreateFields) => ({ fields })),
    patchFields: assign(({ context }, patch: Partial<CreateFields>) => {
      const fields = applyPatch(context.fields, patch);
      const changed = Object.keys(patch) as CreateField[];
      return { fields, fieldErrors: errorsAfterEdit(context.fieldErrors, fields, changed) };
    }),
    fillLyrics: assign(({ context }, { lyrics, title }: { lyrics: string; title: string }) => {
      const patch = { mode: 'custom' as const, instrumental: false, lyrics, title };
      const fields = applyPatch(context.fields, patch);
      const changed = Object.keys(patch) as CreateField[];
      return { fields, fieldErrors: errorsAfterEdit(context.fieldErrors, fields, changed) };
    }),
    applyPrompt: assign(({ context }, prompt: PromptFields) => ({
      fields: applyPrompt(context.fields, prompt),
      fieldErrors: {},
    })),
    resetFields: assign({ fields: defaultFields, fieldErrors: {}, error: null }),
    markChanged: raise({ type: 'create.changed' }),
    setFieldErrors: assign((_, fieldErrors: FieldErrors) => ({ fieldErrors })),
    startSubmit: assign(({ context }, model: ModelLimits | undefined) => ({
      fieldErrors: {},
      error: null,
      pending: toGenerateRequest(context.fields, context.tier, model),
    })),
    setError: assign((_, error: ErrorFacts) => ({ error, pending: null })),
    setTier: assign((_, tier: Tier) => ({ tier })),
    clearPending: assign({ pending: null }),
    handOff: enqueueActions(({ system, enqueue }, request: GenerateResponse) => {
      const tracker: AnyActorRef | undefined = system.get('generations');
      const track: AnyEventObject = { type: 'generations.track', request };
      if (tracker) enqueue.sendTo(tracker, track);
      // Issue 19: songs made while a workspace is selected land in it.
      const workspace: AnyActorRef | undefined = system.get('workspace');
      const made: AnyEventObject = { type: 'workspace.clipsMade', clips: request.clips };
      if (workspace) enqueue.sendTo(workspace, made);
    }),
    toastError: enqueueActions(({ system, enqueue }, error: ErrorFacts) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', ...toastOf(error) });
    }),
  },
  delays: {
    createSaveDebounce: CREATE_SAVE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'create',
  description: 'The create form: fields, validation, submit and the generation error outcomes.',
  context: ({ input }) => ({
    fields: defaultFields,
    tier: input.tier,
    fieldErrors: {},
    pending: null,
    error: null,
  }),
  type: 'parallel',
  on: {
    'create.update': {
      actions: [{ type: 'patchFields', params: ({ event }) => event.patch }, 'markChanged'],
    },
    'create.fillLyrics': {
      actions: [{ type: 'fillLyrics', params: ({ event }) => event }, 'markChanged'],
    },
    'create.apply': {
      actions: [{ type: 'applyPrompt', params: ({ event }) => event.prompt }, 'markChanged'],
    },
    'create.reset': { actions: ['resetFields', 'markChanged'] },
    'create.setTier': { actions: { type: 'setTier', params: ({ event }) => event.tier } },
  },
  states: {
    form: {
      description: 'What the user is doing with the form.',
      initial: 'restoring',
      states: {
        restoring: {
          description: 'Reads the form kept on this device (spec 000 §9).',
          invoke: {
            src: 'loadCreateState',
            onDone: {
              target: 'editing',
              actions: { type: 'setFields', params: ({ event }) => event.output },
            },
            onError: 'editing',
          },
        },
        editing: {
          description: 'The form is editable; submitting validates it first.',
          on: {
            'create.submit': [
              {
                guard: {
                  type: 'hasFieldErrors',
                  params: ({ context, event }) => validateFields(context.fields, event.model),
                },
                actions: {
                  type: 'setFieldErrors',
                  params: ({ context, event }) => validateFields(context.fields, event.model),
                },
              },
              {
                target: 'submitting',
                actions: { type: 'startSubmit', params: ({ event }) => event.model },
              },
            ],
          },
        },
        submitting: {
          description: 'The generate call is on its way.',
          invoke: {
            src: 'generate',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'editing',
              actions: ['clearPending', { type: 'handOff', params: ({ event }) => event.output }],
            },
            onError: [
              {
                guard: { type: 'isError', params: 'copyright' },
                target: 'copyright',
                actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
              },
              {
                guard: and([{ type: 'isError', params: 'tooManyRunningJobs' as const }, 'isBasic']),
                target: 'outOfConcurrency',
                actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
              },
              {
                guard: { type: 'isError', params: 'insufficientCredits' },
                target: 'upsell',
                actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
              },
              {
                guard: { type: 'isError', params: 'subscriptionPastDue' },
                target: 'pastDue',
                actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
              },
              {
                guard: { type: 'isError', params: 'accountNeedsSupport' },
                target: 'needsSupport',
                actions: { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
              },
              {
                target: 'editing',
                actions: [
                  { type: 'setError', params: ({ event }) => toErrorFacts(event.error) },
                  { type: 'toastError', params: ({ event }) => toErrorFacts(event.error) },
                ],
              },
            ],
          },
        },
        copyright: {
          description: 'The copyright warning modal, with the server’s text (424).',
          on: { 'create.dismiss': 'editing' },
        },
        outOfConcurrency: {
          description: 'Basic tier at its running-generations limit: upgrade or wait (429).',
          on: { 'create.dismiss': 'editing' },
        },
        upsell: {
          description: 'Fewer than 10 credits: "Need at least 10 credits to create" (402).',
          on: { 'create.dismiss': 'editing' },
        },
        pastDue: {
          description: 'Subscription past due, with a link to the payment method (402).',
          on: { 'create.dismiss': 'editing' },
        },
        needsSupport: {
          description: 'The account requires support assistance (423).',
          on: { 'create.dismiss': 'editing' },
        },
      },
    },
    storage: {
      description: 'Keeps the form on this device shortly after each change.',
      initial: 'idle',
      states: {
        idle: {
          description: 'What is stored matches the form.',
          on: { 'create.changed': 'waiting' },
        },
        waiting: {
          description: 'Changed; waits for typing to pause before saving.',
          on: { 'create.changed': { target: 'waiting', reenter: true } },
          after: { createSaveDebounce: 'saving' },
        },
        saving: {
          description: 'Writes the form to this device.',
          invoke: {
            src: 'saveCreateState',
            input: ({ context }) => context.fields,
            onDone: 'idle',
            // Storage full or blocked: the form still works for this visit.
            onError: 'idle',
          },
          on: { 'create.changed': 'waiting' },
        },
      },
    },
  },
});

/** The toast of a failure the catalogue shows as a toast (spec 000 §8). */
function toastOf(error: ErrorFacts): { code: ErrorCode; params?: Record<string, string | number> } {
  if (error.code === 'tooManyRequests' && error.retryAfterS !== null) {
    return { code: error.code, params: { retryAfterS: error.retryAfterS } };
  }
  // "Show detail if present": only uncatalogued failures quote the server.
  if (error.code === 'unknown' && error.detail) {
    return { code: error.code, params: { detail: error.detail } };
  }
  return { code: error.code };
}
