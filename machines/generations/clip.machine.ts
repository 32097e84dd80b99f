import {
  and,
  assign,
  enqueueActions,
  or,
  raise,
  setup,
  stateIn,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import type { Clip, ClipStatus } from '../../src/contracts/clip';
import { QUEUED_STUCK_MS, SUBMITTED_STUCK_MS } from '../../src/contracts/constants';

export interface ClipInput {
  clip: Clip;
  /** How old the clip was when tracking began (now − created_at), for the stuck deadlines. */
  ageMs: number;
}

export type ClipContext = ClipInput;

export type ClipEvent =
  | { type: 'clip.update'; clip: Clip }
  | { type: 'clip.submittedDeadline' }
  | { type: 'clip.queuedDeadline' };

/**
 * One clip of a generation (spec 000 §4): submitted → queued → streaming → complete, or
 * error. The tracker sends it every update; it keeps the latest clip for the views and
 * notices when it is stuck: still submitted 2 minutes, or queued 15 minutes, after creation.
 */
export const clipMachine = setup({
  types: {
    context: {} as ClipContext,
    events: {} as ClipEvent,
    input: {} as ClipInput,
  },
  guards: {
    isStatus: ({ context }, status: ClipStatus) => context.clip.status === status,
    isSameStatus: ({ context }, clip: Clip) => context.clip.status === clip.status,
    hasPassedSubmittedDeadline: or([
      stateIn({ deadlines: 'beforeQueued' }),
      stateIn({ deadlines: 'passed' }),
    ]),
    hasPassedQueuedDeadline: stateIn({ deadlines: 'passed' }),
  },
  actions: {
    setClip: assign((_, clip: Clip) => ({ clip })),
    signalSubmittedDeadline: raise({ type: 'clip.submittedDeadline' }),
    signalQueuedDeadline: raise({ type: 'clip.queuedDeadline' }),
    // The tracker runs under systemId `generations`; a clip running alone has no one to tell.
    reportStuck: enqueueActions(({ context, system, enqueue }) => {
      const tracker: AnyActorRef | undefined = system.get('generations');
      const report: AnyEventObject = { type: 'generations.clipStuck', clipId: context.clip.id };
      if (tracker) enqueue.sendTo(tracker, report);
    }),
  },
  delays: {
    submittedDeadline: ({ context }) => Math.max(0, SUBMITTED_STUCK_MS - context.ageMs),
    queuedDeadline: ({ context }) =>
      Math.max(0, QUEUED_STUCK_MS - Math.max(context.ageMs, SUBMITTED_STUCK_MS)),
  },
}).createMachine({
  id: 'clip',
  description: 'A clip being generated, from submitted to complete or error.',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    status: {
      description: "The clip's status as the server last reported it, or stuck.",
      initial: 'routing',
      on: {
        'clip.update': [
          {
            guard: { type: 'isSameStatus', params: ({ event }) => event.clip },
            actions: { type: 'setClip', params: ({ event }) => event.clip },
          },
          { target: '.routing', actions: { type: 'setClip', params: ({ event }) => event.clip } },
        ],
      },
      states: {
        routing: {
          description: 'Picks the state of the reported status.',
          always: [
            { guard: { type: 'isStatus', params: 'complete' }, target: 'complete' },
            { guard: { type: 'isStatus', params: 'error' }, target: 'error' },
            { guard: { type: 'isStatus', params: 'streaming' }, target: 'streaming' },
            {
              guard: and([
                { type: 'isStatus', params: 'queued' as const },
                'hasPassedQueuedDeadline',
              ]),
              target: 'stuck',
            },
            { guard: { type: 'isStatus', params: 'queued' }, target: 'queued' },
            { guard: 'hasPassedSubmittedDeadline', target: 'stuck' },
            { target: 'submitted' },
          ],
        },
        submitted: {
          description: 'Accepted by the server, waiting for a worker; credits are debited.',
          on: { 'clip.submittedDeadline': 'stuck' },
        },
        queued: {
          description: 'Claimed for rendering, not yet audible.',
          on: { 'clip.queuedDeadline': 'stuck' },
        },
        streaming: {
          description: 'Audible while it renders; the audio URL grows.',
        },
        complete: {
          description: 'Rendered; the final files are ready.',
        },
        error: {
          description: 'Failed; its credits are refunded.',
        },
        stuck: {
          description: 'Timed out before streaming (no credits used); a later update still counts.',
          entry: 'reportStuck',
        },
      },
    },
    deadlines: {
      description: 'The 2- and 15-minute marks after creation, timed from the clip’s age.',
      initial: 'beforeSubmitted',
      states: {
        beforeSubmitted: {
          description: 'Less than 2 minutes old.',
          after: {
            submittedDeadline: { target: 'beforeQueued', actions: 'signalSubmittedDeadline' },
          },
        },
        beforeQueued: {
          description: 'Between 2 and 15 minutes old.',
          after: { queuedDeadline: { target: 'passed', actions: 'signalQueuedDeadline' } },
        },
        passed: {
          description: 'Older than 15 minutes.',
        },
      },
    },
  },
});
