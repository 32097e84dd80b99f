import { assign, enqueueActions, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import {
  EDIT_ACTION_POLL_INTERVAL_MS,
  EDIT_ACTION_POLL_TRIES,
} from '../../src/contracts/constants';
import type { EditActionResponse } from '../../src/contracts/edit-actions';
import type { GenerateResponse } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import type { EditRequest } from './edit.requests';

export interface EditActionInput {
  request: EditRequest;
}

export interface EditActionContext extends EditActionInput {
  /** The new clips as last read: the action clip, or a replaced section's two. */
  clips: Clip[];
  /** Reads made of the action clip. */
  tries: number;
  error: MessageCode | null;
}

export type EditActionEvent = { type: 'editAction.retry' };

/** What a call answers: the new clips' request, and whether it is an action clip to poll. */
export interface EditStarted {
  response: GenerateResponse;
  polled: boolean;
}

/** Spec 001 §8: "An error occurred. Please try again." unless the failure has its own code. */
const failureOf = (error: unknown): MessageCode => {
  const code = toErrorCode(error);
  return code === 'unknown' ? 'editActionFailed' : code;
};

const send = (system: { get: (id: string) => AnyActorRef | undefined }, id: string) =>
  system.get(id);

/**
 * One edit made in edit mode (spec 001 §4 "Edit actions"): the call, then the pending action
 * clip polled every 4 s up to 10 times until complete or error; on complete the new clip goes
 * to the library and the current workspace. A replaced section and the whole song make clips
 * the generations tracker follows like any other. Every new clip is tracked there too, so its
 * progress shows on /create as well.
 */
export const editActionMachine = setup({
  types: {
    context: {} as EditActionContext,
    events: {} as EditActionEvent,
    input: {} as EditActionInput,
  },
  actors: {
    runEdit: unprovided<EditStarted, EditRequest>('runEdit'),
    fetchAction: unprovided<EditActionResponse, { id: string }>('fetchAction'),
  },
  guards: {
    isPolled: (_, started: EditStarted) => started.polled,
    isComplete: (_, clip: Clip) => clip.status === 'complete',
    isFailed: (_, clip: Clip) => clip.status === 'error',
    hasTriesLeft: ({ context }) => context.tries < EDIT_ACTION_POLL_TRIES,
  },
  actions: {
    setClips: assign((_, clips: Clip[]) => ({ clips })),
    countTry: assign(({ context }) => ({ tries: context.tries + 1 })),
    setError: assign((_, error: MessageCode) => ({ error })),
    restart: assign({ clips: [], tries: 0, error: null }),
    handOff: enqueueActions(({ system, enqueue }, request: GenerateResponse) => {
      const tracker = send(system, 'generations');
      const track: AnyEventObject = { type: 'generations.track', request };
      if (tracker) enqueue.sendTo(tracker, track);
      // Spec 001 §4: the new clip is added to the current workspace.
      const workspace = send(system, 'workspace');
      const made: AnyEventObject = { type: 'workspace.clipsMade', clips: request.clips };
      if (workspace) enqueue.sendTo(workspace, made);
    }),
    addToLibrary: enqueueActions(({ system, enqueue }, clip: Clip) => {
      const tracker = send(system, 'generations');
      const update: AnyEventObject = { type: 'generations.clipUpdate', clips: [clip] };
      if (tracker) enqueue.sendTo(tracker, update);
      const library = send(system, 'library');
      if (library) enqueue.sendTo(library, { type: 'library.refresh' });
    }),
  },
  delays: {
    editActionPollInterval: EDIT_ACTION_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'editAction',
  description: 'One edit: the call, then its clip polled until complete or error.',
  context: ({ input }) => ({ request: input.request, clips: [], tries: 0, error: null }),
  initial: 'submitting',
  states: {
    submitting: {
      description: 'Makes the call; the new clips are tracked and filed in the workspace.',
      entry: 'restart',
      invoke: {
        id: 'runEdit',
        src: 'runEdit',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'isPolled', params: ({ event }) => event.output },
            target: 'waiting',
            actions: [
              { type: 'setClips', params: ({ event }) => event.output.response.clips },
              { type: 'handOff', params: ({ event }) => event.output.response },
            ],
          },
          {
            target: 'started',
            actions: [
              { type: 'setClips', params: ({ event }) => event.output.response.clips },
              { type: 'handOff', params: ({ event }) => event.output.response },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => failureOf(event.error) },
        },
      },
    },
    waiting: {
      description: 'Waits before reading the action clip again.',
      after: { editActionPollInterval: 'checking' },
    },
    checking: {
      description: 'Reads the action clip: still running, failed, or complete.',
      entry: 'countTry',
      invoke: {
        id: 'fetchAction',
        src: 'fetchAction',
        input: ({ context }) => ({ id: context.clips[0]!.id }),
        onDone: [
          {
            guard: { type: 'isComplete', params: ({ event }) => event.output.clip },
            target: 'done',
            actions: [
              { type: 'setClips', params: ({ event }) => [event.output.clip] },
              { type: 'addToLibrary', params: ({ event }) => event.output.clip },
            ],
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => event.output.clip },
            target: 'failed',
            actions: [
              { type: 'setClips', params: ({ event }) => [event.output.clip] },
              { type: 'setError', params: 'editActionFailed' },
            ],
          },
          {
            guard: 'hasTriesLeft',
            target: 'waiting',
            actions: { type: 'setClips', params: ({ event }) => [event.output.clip] },
          },
          // Spec 001 §8: still running after the tenth read is a failure.
          { target: 'failed', actions: { type: 'setError', params: 'editActionFailed' } },
        ],
        onError: [
          { guard: 'hasTriesLeft', target: 'waiting' },
          { target: 'failed', actions: { type: 'setError', params: 'editActionFailed' } },
        ],
      },
    },
    started: {
      description: 'A replaced section or the whole song is being made; the tracker follows it.',
      type: 'final',
    },
    done: {
      description: 'The edited clip is complete, in the library and the workspace.',
      type: 'final',
    },
    failed: {
      description: 'The call or the clip failed, or it never finished; trying again calls again.',
      on: { 'editAction.retry': 'submitting' },
    },
  },
});
