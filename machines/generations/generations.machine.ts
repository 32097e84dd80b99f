import {
  and,
  enqueueActions,
  not,
  raise,
  setup,
  stateIn,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { REALTIME_SILENCE_MS } from '../../src/contracts/client-constants';
import { CLIP_POLL_INTERVAL_MS } from '../../src/contracts/constants';
import type { GenerateResponse } from '../../src/contracts/generation';
import type { RealtimeState } from '../actors/ports';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import { clipMachine } from './clip.machine';
import {
  emptyBookkeeping,
  forgetClip,
  pendingIds,
  planStuck,
  planUpdates,
  type Bookkeeping,
  type Plan,
  type UpdateSource,
} from './generations.plan';

export type ClipActorRef = ActorRefFrom<typeof clipMachine>;

export interface GenerationsInput {
  userId: string;
}

export interface GenerationsContext extends Bookkeeping {
  userId: string;
  /** One clip machine per tracked clip (`clip-${id}`), stopped when forgotten. */
  refs: Record<string, ClipActorRef>;
}

export type GenerationsEvent =
  /** A generate call answered: its clips start being tracked (credits debited). */
  | { type: 'generations.track'; request: GenerateResponse }
  /** Clip news from realtime or polling. */
  | { type: 'generations.clipUpdate'; clips: Clip[] }
  | { type: 'generations.realtime'; state: RealtimeState }
  | { type: 'generations.clipStuck'; clipId: string }
  | { type: 'generations.forget'; clipId: string }
  | { type: 'generations.catchUp' }
  /** Raised when news of a tracked clip arrived: realtime is not silent. */
  | { type: 'generations.heard' };

/** How old a clip is now; created_at is the server's clock, the only reference there is. */
const ageOf = (clip: Clip) => Math.max(0, Date.now() - Date.parse(clip.created_at));

/**
 * The signed-in user's generations (spec 000 §4): one clip machine per clip, fed by realtime
 * first and by batched polling only while realtime is not connected, plus one catch-up read
 * whenever it (re)connects or stays silent REALTIME_SILENCE_MS with clips running. Credits are settled once per clip, errors and stuck clips toasted
 * once per request, and billing reloaded when a request ends. Running requests are resumed on
 * start, so a reload mid-generation keeps tracking.
 */
export const generationsMachine = setup({
  types: {
    context: {} as GenerationsContext,
    events: {} as GenerationsEvent,
    input: {} as GenerationsInput,
  },
  actors: {
    clip: clipMachine,
    listenForClips: unprovidedCallback<{ userId: string }>('listenForClips'),
    fetchClips: unprovided<Clip[], { ids: string[] }>('fetchClips'),
    fetchRunningClips: unprovided<Clip[]>('fetchRunningClips'),
  },
  guards: {
    hasPendingClips: ({ context }) => pendingIds(context).length > 0,
    isRealtimeState: ({ event }, state: RealtimeState) =>
      event.type === 'generations.realtime' && event.state === state,
    shouldPoll: and([not(stateIn({ realtime: 'connected' })), 'hasPendingClips']),
  },
  actions: {
    applyClips: enqueueActions(
      (
        { context, enqueue, system },
        { clips, source }: { clips: Clip[]; source: UpdateSource },
      ) => {
        const plan: Plan = planUpdates(context, clips, source);
        enqueue.assign(({ spawn }) => ({
          ...plan.book,
          refs: {
            ...context.refs,
            ...Object.fromEntries(
              plan.spawn.map((clip) => [
                clip.id,
                spawn('clip', { id: `clip-${clip.id}`, input: { clip, ageMs: ageOf(clip) } }),
              ]),
            ),
          },
        }));
        for (const clip of plan.forward) {
          const ref = context.refs[clip.id];
          if (ref) enqueue.sendTo(ref, { type: 'clip.update', clip });
        }
        for (const [to, message] of messagesOf(plan, system)) enqueue.sendTo(to, message);
        if (source === 'update' && plan.forward.length + plan.spawn.length > 0) {
          enqueue.raise({ type: 'generations.heard' });
        }
      },
    ),
    markStuck: enqueueActions(({ context, enqueue, system }, clipId: string) => {
      const plan = planStuck(context, clipId);
      enqueue.assign(plan.book);
      for (const [to, message] of messagesOf(plan, system)) enqueue.sendTo(to, message);
    }),
    forget: enqueueActions(({ context, enqueue }, clipId: string) => {
      const ref = context.refs[clipId];
      if (ref) enqueue.stopChild(ref);
      const { [clipId]: _stopped, ...refs } = context.refs;
      enqueue.assign({ ...forgetClip(context, clipId), refs });
    }),
    catchUp: raise({ type: 'generations.catchUp' }),
  },
  delays: {
    clipPollInterval: CLIP_POLL_INTERVAL_MS,
    realtimeSilence: REALTIME_SILENCE_MS,
  },
}).createMachine({
  id: 'generations',
  description: "Tracks the signed-in user's generations until every clip ends.",
  context: ({ input }) => ({ userId: input.userId, refs: {}, ...emptyBookkeeping }),
  type: 'parallel',
  on: {
    'generations.track': {
      actions: {
        type: 'applyClips',
        params: ({ event }) => ({ clips: event.request.clips, source: 'fresh' as const }),
      },
    },
    'generations.clipUpdate': {
      actions: {
        type: 'applyClips',
        params: ({ event }) => ({ clips: event.clips, source: 'update' as const }),
      },
    },
    'generations.clipStuck': {
      actions: { type: 'markStuck', params: ({ event }) => event.clipId },
    },
    'generations.forget': {
      actions: { type: 'forget', params: ({ event }) => event.clipId },
    },
  },
  states: {
    realtime: {
      description: "The user's clip channel; its connection state decides whether to poll.",
      invoke: {
        id: 'listenForClips',
        src: 'listenForClips',
        input: ({ context }) => ({ userId: context.userId }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Not connected yet: polling covers the gap.',
          on: {
            'generations.realtime': [
              { guard: { type: 'isRealtimeState', params: 'connected' }, target: 'connected' },
              { guard: { type: 'isRealtimeState', params: 'disconnected' }, target: 'offline' },
              { guard: { type: 'isRealtimeState', params: 'failed' }, target: 'offline' },
            ],
          },
        },
        connected: {
          description: 'Updates arrive as they happen; no polling. Entering reads what was missed.',
          entry: 'catchUp',
          on: {
            'generations.realtime': [
              { guard: { type: 'isRealtimeState', params: 'connecting' }, target: 'connecting' },
              { guard: { type: 'isRealtimeState', params: 'disconnected' }, target: 'offline' },
              { guard: { type: 'isRealtimeState', params: 'failed' }, target: 'offline' },
            ],
          },
        },
        offline: {
          description: 'Disconnected or failed: polling carries the updates.',
          on: {
            'generations.realtime': [
              { guard: { type: 'isRealtimeState', params: 'connected' }, target: 'connected' },
              { guard: { type: 'isRealtimeState', params: 'connecting' }, target: 'connecting' },
            ],
          },
        },
      },
    },
    resume: {
      description: 'After a reload, picks up the requests still running.',
      initial: 'resuming',
      states: {
        resuming: {
          description: 'Reads the running requests and their clips.',
          invoke: {
            id: 'fetchRunningClips',
            src: 'fetchRunningClips',
            onDone: {
              target: 'resumed',
              actions: {
                type: 'applyClips',
                params: ({ event }) => ({ clips: event.output, source: 'resumed' as const }),
              },
            },
            // Nothing to resume is no reason to stop tracking new generations.
            onError: 'resumed',
          },
        },
        resumed: {
          description: 'Running requests are tracked, or could not be read.',
        },
      },
    },
    polling: {
      description: 'Batched reads of running clips (spec 000 §9), only when realtime cannot help.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Realtime carries the updates, or nothing is running.',
          always: { guard: 'shouldPoll', target: 'waiting' },
          // A silent channel with clips running gets one read per silence; news restarts it.
          after: { realtimeSilence: { guard: 'hasPendingClips', target: 'fetching' } },
          on: {
            'generations.catchUp': { guard: 'hasPendingClips', target: 'fetching' },
            'generations.heard': { target: 'idle', reenter: true },
          },
        },
        waiting: {
          description: 'Waits the polling interval before the next read.',
          always: { guard: not('shouldPoll'), target: 'idle' },
          after: { clipPollInterval: 'fetching' },
          on: { 'generations.catchUp': { guard: 'hasPendingClips', target: 'fetching' } },
        },
        fetching: {
          description: 'Reads every running clip, CLIP_POLL_BATCH ids per call.',
          invoke: {
            id: 'fetchClips',
            src: 'fetchClips',
            input: ({ context }) => ({ ids: pendingIds(context) }),
            onDone: {
              target: 'waiting',
              actions: {
                type: 'applyClips',
                params: ({ event }) => ({ clips: event.output, source: 'update' as const }),
              },
            },
            // Spec 000 §9: retry after the same 2.5 s; stuck deadlines end hopeless polling.
            onError: 'waiting',
          },
        },
      },
    },
  },
});

/** The part of the actor system these effects use. */
interface SystemLike {
  get(systemId: string): AnyActorRef | undefined;
}

/** Toasts and billing changes go to their system actors; alone (in tests) there are none. */
function messagesOf(plan: Plan, system: SystemLike): Array<[AnyActorRef, AnyEventObject]> {
  const toasts: AnyActorRef | undefined = system.get('toasts');
  const billing: AnyActorRef | undefined = system.get('billing');
  const messages: Array<[AnyActorRef, AnyEventObject]> = [];
  if (toasts) {
    for (const toast of plan.toasts) messages.push([toasts, { type: 'toasts.show', ...toast }]);
  }
  if (billing && plan.creditDelta !== 0) {
    messages.push([billing, { type: 'billing.adjust', delta: plan.creditDelta }]);
  }
  if (billing && plan.reloadBilling) messages.push([billing, { type: 'billing.reload' }]);
  return messages;
}
