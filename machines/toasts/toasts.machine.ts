import { assign, cancel, enqueueActions, setup } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import { TOAST_MS } from '../../src/contracts/constants';

/** Values a toast's text may quote (a retry delay, a server detail, a name). */
export type ToastParams = Record<string, string | number>;

/** One message on screen; views translate `code` with `t('errors.<code>', params)`. */
export interface Toast {
  id: number;
  code: MessageCode;
  params?: ToastParams;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

/** What `toasts.show` asks for; `durationMs` overrides TOAST_MS for a message the spec times. */
interface ToastRequest {
  code: MessageCode;
  params?: ToastParams;
  durationMs?: number;
}

export type ToastsEvent =
  | ({ type: 'toasts.show' } & ToastRequest)
  | { type: 'toasts.dismiss'; id: number }
  | { type: 'toasts.expire'; id: number };

const timerId = (id: number) => `toast-${id}`;

const sameToast = (toast: Toast, code: MessageCode, params?: ToastParams) =>
  toast.code === code && JSON.stringify(toast.params) === JSON.stringify(params);

/**
 * The toasts on screen (spec 000 §9: 2 to 6 s each). Any machine shows one by sending
 * `toasts.show` to the system actor `toasts`; each leaves after TOAST_MS (or its own
 * `durationMs`) or when dismissed.
 * A message already on screen is not shown twice.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  guards: {
    isShown: ({ context }, toast: { code: MessageCode; params?: ToastParams }) =>
      context.toasts.some((shown) => sameToast(shown, toast.code, toast.params)),
    isEmpty: ({ context }) => context.toasts.length === 0,
  },
  actions: {
    addToast: enqueueActions(({ context, enqueue }, toast: ToastRequest) => {
      const id = context.nextId;
      const added: Toast = toast.params
        ? { id, code: toast.code, params: toast.params }
        : { id, code: toast.code };
      enqueue.assign({ toasts: [...context.toasts, added], nextId: id + 1 });
      enqueue.raise(
        { type: 'toasts.expire', id },
        { delay: toast.durationMs ?? 'toastDuration', id: timerId(id) },
      );
    }),
    removeToast: assign(({ context }, id: number) => ({
      toasts: context.toasts.filter((toast) => toast.id !== id),
    })),
    cancelTimer: cancel((_, id: number) => timerId(id)),
  },
  delays: {
    toastDuration: TOAST_MS,
  },
}).createMachine({
  id: 'toasts',
  description: 'Messages for the user, by code; each leaves after a few seconds.',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing on screen.',
      on: {
        'toasts.show': {
          target: 'showing',
          actions: {
            type: 'addToast',
            params: ({ event }) => ({
              code: event.code,
              params: event.params,
              durationMs: event.durationMs,
            }),
          },
        },
      },
    },
    showing: {
      description: 'One or more toasts on screen, each with its own timer.',
      always: { guard: 'isEmpty', target: 'idle' },
      on: {
        'toasts.show': [
          {
            // Already on screen: the same words twice add nothing.
            guard: {
              type: 'isShown',
              params: ({ event }) => ({ code: event.code, params: event.params }),
            },
          },
          {
            actions: {
              type: 'addToast',
              params: ({ event }) => ({
                code: event.code,
                params: event.params,
                durationMs: event.durationMs,
              }),
            },
          },
        ],
        'toasts.dismiss': {
          actions: [
            { type: 'removeToast', params: ({ event }) => event.id },
            { type: 'cancelTimer', params: ({ event }) => event.id },
          ],
        },
        'toasts.expire': {
          actions: { type: 'removeToast', params: ({ event }) => event.id },
        },
      },
    },
  },
});
