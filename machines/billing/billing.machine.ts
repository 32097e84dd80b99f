import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Tier } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { BillingInfo } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface BillingContext {
  /** The last answer of the server, adjusted locally while generations settle. */
  info: BillingInfo | null;
  error: ErrorCode | null;
}

export type BillingEvent =
  | { type: 'billing.reload' }
  /** A credit change the server already made that its next answer will show (spec 000 §4). */
  | { type: 'billing.adjust'; delta: number }
  /** /account: switch plan, or buy a credit pack (the built-in provider approves at once). */
  | { type: 'billing.changePlan'; plan: Tier }
  | { type: 'billing.buyCredits'; packId: string };

/** What the purchase actor is asked to do. */
export type Purchase = { kind: 'plan'; plan: Tier } | { kind: 'pack'; packId: string };

/**
 * The signed-in user's subscription: credits, tier and the models they may use. Loaded when
 * it starts (the app runs it while signed in), reloaded when a generation ends.
 */
export const billingMachine = setup({
  types: {
    context: {} as BillingContext,
    events: {} as BillingEvent,
  },
  actors: {
    fetchBillingInfo: unprovided<BillingInfo>('fetchBillingInfo'),
    purchase: unprovided<BillingInfo, Purchase>('purchase'),
  },
  actions: {
    setInfo: assign((_, info: BillingInfo) => ({ info, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    clearError: assign({ error: null }),
    // The session carries the tier the create form and the app read: have it re-read now.
    refreshSession: enqueueActions(({ system, enqueue }) => {
      const session: AnyActorRef | undefined = system.get('session');
      if (session) enqueue.sendTo(session, { type: 'session.refresh' });
    }),
    adjustCredits: assign(({ context }, delta: number) =>
      context.info
        ? {
            info: {
              ...context.info,
              credits: Math.max(0, context.info.credits + delta),
              total_credits_left: Math.max(0, context.info.total_credits_left + delta),
              // What is spent counts as used this period at once, as the server's next answer will.
              monthly_usage: Math.max(0, context.info.monthly_usage - delta),
            },
          }
        : {},
    ),
  },
}).createMachine({
  id: 'billing',
  description: 'Credits, tier and usable models of the signed-in user.',
  context: { info: null, error: null },
  initial: 'loading',
  on: {
    'billing.adjust': {
      actions: { type: 'adjustCredits', params: ({ event }) => event.delta },
    },
  },
  states: {
    loading: {
      description: 'Reads the billing info; what was read before stays on screen meanwhile.',
      invoke: {
        src: 'fetchBillingInfo',
        onDone: {
          target: 'ready',
          actions: { type: 'setInfo', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
      on: {
        // A reload asked for mid-read wants an answer from after the ask: start again.
        'billing.reload': { target: 'loading', reenter: true },
      },
    },
    ready: {
      description: 'The info is current.',
      on: {
        'billing.reload': 'loading',
        'billing.changePlan': 'purchasing',
        'billing.buyCredits': 'purchasing',
      },
    },
    failed: {
      description: 'The last read or purchase failed; the next reload tries again.',
      on: {
        'billing.reload': 'loading',
        'billing.changePlan': 'purchasing',
        'billing.buyCredits': 'purchasing',
      },
    },
    purchasing: {
      description: 'A plan change or credit pack is with the billing provider.',
      entry: 'clearError',
      invoke: {
        src: 'purchase',
        input: ({ event }): Purchase =>
          event.type === 'billing.changePlan'
            ? { kind: 'plan', plan: event.plan }
            : { kind: 'pack', packId: (event as { packId: string }).packId },
        onDone: {
          target: 'ready',
          actions: [{ type: 'setInfo', params: ({ event }) => event.output }, 'refreshSession'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
  },
});
