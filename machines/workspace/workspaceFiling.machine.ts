import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { WorkspaceClipsChange } from '../../src/contracts/workspace';
import { unprovided } from '../actors/unprovided';
import { errorOf, failureNotice, noticeEvent, type WorkspaceNotice } from './workspace.notices';
import { callOf, fileNotice, type FileRequest } from './workspace.selection';

export interface WorkspaceFilingContext {
  queue: FileRequest[];
}

export type WorkspaceFilingEvent = { type: 'workspaceFiling.file'; request: FileRequest };

/** What `fileClips` is asked: the call (spec 001 §7 clips) and whom to tell. */
export type FilingCall = FileRequest & { id: string; change: WorkspaceClipsChange };

/**
 * Files clips in workspaces, one request at a time in the order asked (clip menus; songs made
 * while a workspace is selected): adds, moves, or removes into the default workspace (spec 001
 * §6; adding to the default workspace calls nothing). Each success shows the spec's notice and
 * tells the selection (`workspace`), which drops the caches it touched and shows it.
 */
export const workspaceFilingMachine = setup({
  types: {
    context: {} as WorkspaceFilingContext,
    events: {} as WorkspaceFilingEvent,
  },
  actors: {
    fileClips: unprovided<unknown, FilingCall>('fileClips'),
  },
  guards: {
    hasRequest: ({ context }) => context.queue.length > 0,
    isNoCall: ({ context }) => context.queue.length > 0 && callOf(context.queue[0]!) === null,
  },
  actions: {
    enqueue: assign(({ context }, request: FileRequest) => ({
      queue: [...context.queue, request],
    })),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    tellSelection: enqueueActions(({ context, system, enqueue }) => {
      const selection: AnyActorRef | undefined = system.get('workspace');
      if (selection)
        enqueue.sendTo(selection, { type: 'workspace.filed', request: context.queue[0] });
    }),
  },
}).createMachine({
  id: 'workspaceFiling',
  description: 'Files clips in workspaces, one request at a time.',
  context: { queue: [] },
  initial: 'idle',
  on: {
    'workspaceFiling.file': { actions: { type: 'enqueue', params: ({ event }) => event.request } },
  },
  states: {
    idle: {
      description: 'Nothing waits; a request that calls nothing is dropped.',
      always: [
        { guard: 'isNoCall', actions: 'dequeue' },
        { guard: 'hasRequest', target: 'filing' },
      ],
    },
    filing: {
      description: 'The first request is being filed.',
      invoke: {
        src: 'fileClips',
        input: ({ context }) => ({ ...context.queue[0]!, ...callOf(context.queue[0]!)! }),
        onDone: {
          target: 'idle',
          actions: [
            'tellSelection',
            { type: 'notify', params: ({ context }) => fileNotice(context.queue[0]!) },
            'dequeue',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: (args: { event: { error: unknown } }) => failureNotice(errorOf(args)),
            },
            'dequeue',
          ],
        },
      },
    },
  },
});
