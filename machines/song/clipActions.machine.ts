import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { GenerateResponse } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import {
  defaultCover,
  defaultExtend,
  defaultRemaster,
  toCoverBody,
  toExtendBody,
  toRemasterBody,
  validateCover,
  validateExtend,
  validateRemaster,
  type ClipTask,
  type CoverFields,
  type ExtendFields,
  type PendingTask,
  type RemasterFields,
  type TaskFieldErrors,
} from './clipActions.fields';

export interface ClipActionsInput {
  clip: Clip;
}

export interface ClipActionsContext {
  /** The song page's clip, as last shown. */
  clip: Clip;
  extend: ExtendFields;
  cover: CoverFields;
  remaster: RemasterFields;
  fieldErrors: TaskFieldErrors;
  pending: PendingTask | null;
  /** Why the last task call failed (shown in its dialog, or toasted). */
  error: MessageCode | null;
}

export type ClipActionsEvent =
  | { type: 'actions.setClip'; clip: Clip }
  | { type: 'actions.toggle' }
  | { type: 'actions.close' }
  | { type: 'actions.extend' }
  | { type: 'actions.cover' }
  | { type: 'actions.remaster' }
  | { type: 'actions.stems' }
  | { type: 'actions.wholeSong' }
  | { type: 'actions.updateExtend'; patch: Partial<ExtendFields> }
  | { type: 'actions.updateCover'; patch: Partial<CoverFields> }
  | { type: 'actions.updateRemaster'; patch: Partial<RemasterFields> }
  | { type: 'actions.submit' }
  | { type: 'actions.cancel' };

/** Spec 000 §8: a remaster's failure without a catalogued reason is "Remaster failed." */
const failureOf = (task: ClipTask | undefined, error: unknown): MessageCode => {
  const code = toErrorCode(error);
  return code === 'unknown' && task === 'remaster' ? 'remasterFailed' : code;
};

const submitTo = (dialog: 'extend' | 'cover' | 'remaster') => [
  {
    guard: { type: 'hasFieldErrors' as const, params: dialog },
    actions: { type: 'showFieldErrors' as const, params: dialog },
  },
  { target: 'submitting', actions: { type: 'startTask' as const, params: dialog } },
];

/**
 * The song page's actions on a complete clip (spec 000 §7, spec 001 §5): a menu; extend, cover
 * and remaster through a dialog each; stems and "get whole song" at once; the WAV download in
 * its own child. A task's new clips go to the generations tracker, which lists and follows them.
 */
export const clipActionsMachine = setup({
  types: {
    context: {} as ClipActionsContext,
    events: {} as ClipActionsEvent,
    input: {} as ClipActionsInput,
  },
  actors: {
    runTask: unprovided<GenerateResponse, PendingTask>('runTask'),
  },
  guards: {
    hasFieldErrors: ({ context }, dialog: 'extend' | 'cover' | 'remaster') =>
      Object.keys(errorsOf(context, dialog)).length > 0,
    isContinuation: ({ context }) => context.clip.metadata.continue_clip_id !== null,
    wasInDialog: ({ context }, dialog: 'extend' | 'cover' | 'remaster') =>
      context.pending?.task === dialog,
  },
  actions: {
    setClip: assign((_, clip: Clip) => ({ clip })),
    // Each dialog opens on its defaults (the continue point follows the clip's duration).
    resetDialogs: assign(({ context }) => ({
      extend: defaultExtend(context.clip),
      cover: defaultCover(context.clip),
      remaster: defaultRemaster,
      fieldErrors: {},
      pending: null,
      error: null,
    })),
    updateExtend: assign(({ context }, patch: Partial<ExtendFields>) => ({
      extend: { ...context.extend, ...patch },
    })),
    updateCover: assign(({ context }, patch: Partial<CoverFields>) => ({
      cover: { ...context.cover, ...patch },
    })),
    updateRemaster: assign(({ context }, patch: Partial<RemasterFields>) => ({
      remaster: { ...context.remaster, ...patch },
    })),
    showFieldErrors: assign(({ context }, dialog: 'extend' | 'cover' | 'remaster') => ({
      fieldErrors: errorsOf(context, dialog),
    })),
    startTask: assign(({ context }, task: ClipTask) => ({
      fieldErrors: {},
      error: null,
      pending: pendingOf(context, task),
    })),
    setError: assign((_, error: MessageCode) => ({ error })),
    handOff: enqueueActions(({ system, enqueue }, request: GenerateResponse) => {
      const tracker: AnyActorRef | undefined = system.get('generations');
      if (tracker) enqueue.sendTo(tracker, { type: 'generations.track', request });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'taskStarted' });
    }),
    toastError: enqueueActions(({ system, enqueue }, code: MessageCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'clipActions',
  description: "A song page's actions: the menu, the task dialogs, the task calls.",
  context: ({ input }) => ({
    clip: input.clip,
    extend: defaultExtend(input.clip),
    cover: defaultCover(input.clip),
    remaster: defaultRemaster,
    fieldErrors: {},
    pending: null,
    error: null,
  }),
  on: { 'actions.setClip': { actions: { type: 'setClip', params: ({ event }) => event.clip } } },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the actions button shows.',
      entry: 'resetDialogs',
      on: { 'actions.toggle': 'menu' },
    },
    menu: {
      description: 'The menu is open: extend, cover, remaster, stems, whole song.',
      on: {
        'actions.toggle': 'closed',
        'actions.close': 'closed',
        'actions.extend': 'extend',
        'actions.cover': 'cover',
        'actions.remaster': 'remaster',
        'actions.stems': {
          target: 'submitting',
          actions: { type: 'startTask', params: 'stems' },
        },
        'actions.wholeSong': {
          guard: 'isContinuation',
          target: 'submitting',
          actions: { type: 'startTask', params: 'wholeSong' },
        },
      },
    },
    extend: {
      description: 'The extend dialog: continue from (seconds) and optional new lyrics.',
      on: {
        'actions.updateExtend': {
          actions: { type: 'updateExtend', params: ({ event }) => event.patch },
        },
        'actions.submit': submitTo('extend'),
        'actions.cancel': 'closed',
      },
    },
    cover: {
      description: 'The cover dialog: new styles and voice.',
      on: {
        'actions.updateCover': {
          actions: { type: 'updateCover', params: ({ event }) => event.patch },
        },
        'actions.submit': submitTo('cover'),
        'actions.cancel': 'closed',
      },
    },
    remaster: {
      description:
        'The remaster dialog: title, styles, freedom, tone, clarity, strength, stereo width.',
      on: {
        'actions.updateRemaster': {
          actions: { type: 'updateRemaster', params: ({ event }) => event.patch },
        },
        'actions.submit': submitTo('remaster'),
        'actions.cancel': 'closed',
      },
    },
    submitting: {
      description: "The task's call is on its way; its clips go to the tracker.",
      invoke: {
        id: 'runTask',
        src: 'runTask',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'closed',
          actions: { type: 'handOff', params: ({ event }) => event.output },
        },
        onError: [
          ...(['extend', 'cover', 'remaster'] as const).map((dialog) => ({
            guard: { type: 'wasInDialog' as const, params: dialog },
            target: dialog,
            actions: {
              type: 'setError' as const,
              params: ({
                context,
                event,
              }: {
                context: ClipActionsContext;
                event: { error: unknown };
              }) => failureOf(context.pending?.task, event.error),
            },
          })),
          {
            target: 'closed',
            actions: [
              {
                type: 'toastError',
                params: ({ context, event }) => failureOf(context.pending?.task, event.error),
              },
            ],
          },
        ],
      },
    },
  },
});

function errorsOf(context: ClipActionsContext, dialog: 'extend' | 'cover' | 'remaster') {
  if (dialog === 'extend') return validateExtend(context.extend, context.clip);
  if (dialog === 'cover') return validateCover(context.cover);
  return validateRemaster(context.remaster);
}

function pendingOf(context: ClipActionsContext, task: ClipTask): PendingTask {
  const { clip } = context;
  switch (task) {
    case 'extend':
      return { task, body: toExtendBody(clip, context.extend) };
    case 'cover':
      return { task, body: toCoverBody(clip, context.cover) };
    case 'remaster':
      return { task, body: toRemasterBody(clip, context.remaster) };
    default:
      return { task, clipId: clip.id };
  }
}
