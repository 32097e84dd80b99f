import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import { HOOK_STATUS_POLL_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Hook, HookCreateRequest } from '../../src/contracts/hook';
import { unprovided } from '../actors/unprovided';

export interface HookRenderContext {
  hookId: string | null;
  /** Why creation or the render failed: a server code (423: needsSupport) or one of ours. */
  error: ErrorCode | MessageCode | null;
  /** The server's detail of a failed creation ("Exception during hook creation: ..."). */
  detail: string | null;
}

export type HookRenderEvent =
  { type: 'hookRender.create'; request: HookCreateRequest } | { type: 'hookRender.reset' };

/** What a failed create call carries (machines/actors/errors.ts). */
interface CreateFailure {
  code?: ErrorCode;
  detail?: string;
}

const TOASTS: Record<string, MessageCode> = {
  rendered_passed_moderation: 'hookPosted',
  rendered_failed_moderation: 'hookFailedModeration',
  error: 'hookRenderFailed',
};

/**
 * Making a hook (spec 001 §4 "Hook render", §8): the create call, then the hook's status read
 * every 2 s until rendered_passed_moderation ("Hook posted to feed!"), rendered_failed_moderation
 * ("Hook failed moderation") or error ("Hook failed to render"); the view then goes to
 * /hook/{id}. A 423 is "Your account requires support assistance"; an answer without an id
 * "Failed to create hook: Invalid response data from server."; any other failure "Exception
 * during hook creation: ...".
 */
export const hookRenderMachine = setup({
  types: {
    context: {} as HookRenderContext,
    events: {} as HookRenderEvent,
  },
  actors: {
    createHook: unprovided<{ id?: string }, HookCreateRequest>('createHook'),
    getHook: unprovided<Hook, { hookId: string }>('getHook'),
  },
  guards: {
    hasId: ({ event }) => Boolean((event as unknown as { output: { id?: string } }).output.id),
    isRendering: ({ event }) =>
      (event as unknown as { output: Hook }).output.status === 'rendering',
    isNeedsSupport: ({ event }) =>
      ((event as unknown as { error: CreateFailure }).error?.code ?? null) === 'needsSupport',
  },
  actions: {
    start: assign({ hookId: null, error: null, detail: null }),
    keepId: assign({
      hookId: ({ event }) => (event as unknown as { output: { id: string } }).output.id,
    }),
    finish: enqueueActions(({ enqueue, event, system }) => {
      const code =
        TOASTS[(event as unknown as { output: Hook }).output.status] ?? 'hookRenderFailed';
      if (code !== 'hookPosted') enqueue.assign({ error: code });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
    failWith: enqueueActions(({ enqueue, system }, code: ErrorCode | MessageCode) => {
      enqueue.assign({ error: code });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
    keepDetail: assign({
      detail: ({ event }) => (event as unknown as { error: CreateFailure }).error?.detail ?? null,
    }),
  },
  delays: { hookStatusPollInterval: HOOK_STATUS_POLL_MS },
}).createMachine({
  id: 'hookRender',
  description: 'Creates a hook, follows its render every 2 s, then says how it ended.',
  context: { hookId: null, error: null, detail: null },
  initial: 'idle',
  on: { 'hookRender.reset': { target: '.idle', actions: 'start' } },
  states: {
    idle: {
      description: 'No hook being made.',
      on: { 'hookRender.create': { target: 'creating', actions: 'start' } },
    },
    creating: {
      description: 'POST /api/video/hooks/create.',
      invoke: {
        src: 'createHook',
        input: ({ event }) =>
          (event as Extract<HookRenderEvent, { type: 'hookRender.create' }>).request,
        onDone: [
          { guard: 'hasId', target: 'rendering', actions: 'keepId' },
          { target: 'failed', actions: { type: 'failWith', params: 'hookInvalidResponse' } },
        ],
        onError: [
          {
            guard: 'isNeedsSupport',
            target: 'failed',
            actions: { type: 'failWith', params: 'needsSupport' },
          },
          {
            target: 'failed',
            actions: ['keepDetail', { type: 'failWith', params: 'hookCreateException' }],
          },
        ],
      },
    },
    rendering: {
      description: 'The worker renders it: its status is read every 2 s.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits before the next read.',
          after: { hookStatusPollInterval: 'checking' },
        },
        checking: {
          description: 'GET /api/video/hooks/{id}.',
          invoke: {
            src: 'getHook',
            input: ({ context }) => ({ hookId: context.hookId ?? '' }),
            onDone: [
              { guard: 'isRendering', target: 'waiting' },
              { target: '#hookRender.done', actions: 'finish' },
            ],
            // A failed read is tried again at the next tick.
            onError: 'waiting',
          },
        },
      },
    },
    done: {
      description: 'Rendered (posted, or failed moderation or render): shown at /hook/{id}.',
    },
    failed: {
      description: 'Creation failed; the flow stays open to try again.',
      on: { 'hookRender.create': { target: 'creating', actions: 'start' } },
    },
  },
});
