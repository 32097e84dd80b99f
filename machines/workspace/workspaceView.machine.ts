import { assign, enqueueActions, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { LibraryFilters } from '../../src/contracts/library';
import type { Workspace, WorkspaceWithClips } from '../../src/contracts/workspace';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { errorOf, failureNotice, noticeEvent, type WorkspaceNotice } from './workspace.notices';
import {
  applyChange,
  firstPage,
  isComplete,
  needsReload,
  nextPage,
  noClips,
  pendingOf,
  withAdded,
  type ChangeCall,
  type ClipsRequest,
  type PendingChange,
  type ShownClips,
} from './workspaceView.lists';

export interface WorkspaceViewContext {
  workspaceId: string;
  userId: string;
  /** The collab-workspaces flag: changes are announced to a shared workspace's members. */
  collab: boolean;
  filters: LibraryFilters;
  workspace: Workspace | null;
  shown: ShownClips;
  page: number;
  error: ErrorCode | null;
  pending: PendingChange | null;
  /** What the pending change replaced, put back if its call fails. */
  before: ShownClips | null;
}

export interface WorkspaceViewInput {
  workspaceId: string;
  userId: string;
  collab: boolean;
  filters: LibraryFilters;
  /** What was read before (the workspace's cache), shown without reading again. */
  cached: WorkspaceWithClips | null;
}

export type WorkspaceViewEvent =
  | { type: 'workspaceView.filters'; filters: LibraryFilters }
  | { type: 'workspaceView.more' }
  | { type: 'workspaceView.reload' }
  | ClipsRequest
  /** Clips filed here by the parent (songs made while the workspace was selected). */
  | { type: 'workspaceView.added'; clips: Clip[] }
  /** Realtime (spec 001 §7, through the selection): another member changed the clips. */
  | { type: 'workspaceView.remoteChange'; userId: string };

/**
 * The selected workspace (spec 001 §4 "Workspace"): its details, pinned clips and a page at a
 * time of the others under the library's filters; a filter change while reading starts the
 * read again, so a stale answer never shows. A workspace in the trash, or one that is gone,
 * is reported unavailable. Pins, removals and moves change the lists at once and are put back
 * if their call fails; each success drops the cached clips of the workspaces it touched, shows
 * the spec's notice, tells the other members (a shared workspace, the flag on) and reloads when
 * half a page or less is left. Another member's change (realtime) reads it again.
 */
export const workspaceViewMachine = setup({
  types: {
    context: {} as WorkspaceViewContext,
    events: {} as WorkspaceViewEvent,
    input: {} as WorkspaceViewInput,
  },
  actors: {
    fetchWorkspace: unprovided<
      WorkspaceWithClips,
      { id: string; filters: LibraryFilters; page: number }
    >('fetchWorkspace'),
    changeClips: unprovided<unknown, ChangeCall>('changeClips'),
  },
  guards: {
    hasCache: ({ context }) => context.workspace !== null,
    isTrashed: (_, read: WorkspaceWithClips) => read.is_trashed,
    isGone: (_, error: unknown) => toErrorCode(error) === 'notFound',
    hasMore: ({ context }) => !isComplete(context.shown),
    isOther: ({ context }, userId: string) => userId !== context.userId,
  },
  actions: {
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    setFilters: assign((_, filters: LibraryFilters) => ({ filters, page: 1 })),
    /** Shows the first page, and hands the read to the selection's cache. */
    setFirstPage: enqueueActions(({ system, enqueue }, read: WorkspaceWithClips) => {
      enqueue.assign({ workspace: read, shown: firstPage(read), page: 1, error: null });
      const selection: AnyActorRef | undefined = system.get('workspace');
      if (selection) enqueue.sendTo(selection, { type: 'workspace.loaded', workspace: read });
    }),
    setNextPage: assign(({ context }, read: WorkspaceWithClips) => ({
      workspace: read,
      shown: nextPage(context.shown, read),
      page: context.page + 1,
      error: null,
    })),
    setError: assign((_, error: unknown) => ({ error: toErrorCode(error) })),
    setUnavailable: assign({ error: 'notFound' as ErrorCode }),
    /** Applies a change to the lists at once, keeping what it replaced. */
    apply: assign(({ context }, request: ClipsRequest) => {
      const live = context.collab && !!context.workspace?.shared;
      const pending = pendingOf(context.workspaceId, request, live);
      return { shown: applyChange(context.shown, pending), before: context.shown, pending };
    }),
    rollBack: assign(({ context }) => ({
      shown: context.before ?? context.shown,
      before: null,
      pending: null,
    })),
    /**
     * A change the server made: the caches it touched are dropped (by the selection), its
     * notice shows, and a list left with half a page or less reads again.
     */
    keepChange: enqueueActions(({ context, system, enqueue }) => {
      const { affected, notice } = context.pending!;
      const selection: AnyActorRef | undefined = system.get('workspace');
      if (selection) enqueue.sendTo(selection, { type: 'workspace.dropCache', ids: affected });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
      enqueue.assign({ before: null, pending: null });
      if (needsReload(context.shown)) enqueue.raise({ type: 'workspaceView.reload' });
    }),
    addClips: assign(({ context }, clips: Clip[]) => ({ shown: withAdded(context.shown, clips) })),
  },
}).createMachine({
  id: 'workspaceView',
  description: 'The selected workspace: its clips under filters, pins and changes, live.',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    userId: input.userId,
    collab: input.collab,
    filters: input.filters,
    workspace: input.cached,
    shown: input.cached ? firstPage(input.cached) : noClips,
    page: 1,
    error: null,
    pending: null,
    before: null,
  }),
  type: 'parallel',
  states: {
    list: {
      description: 'Reading the workspace and its clips.',
      initial: 'checking',
      on: {
        'workspaceView.filters': {
          target: '.restarting',
          actions: { type: 'setFilters', params: ({ event }) => event.filters },
        },
        'workspaceView.reload': '.restarting',
        'workspaceView.added': {
          actions: { type: 'addClips', params: ({ event }) => event.clips },
        },
      },
      states: {
        checking: {
          description: 'Shows the cached read at once; reads only without one.',
          always: [{ guard: 'hasCache', target: 'ready' }, { target: 'loading' }],
        },
        restarting: {
          description: 'Starts the read again (a read still running is dropped).',
          always: 'loading',
        },
        loading: {
          description: 'Reads the first page; a newer filter or reload replaces this read.',
          invoke: {
            src: 'fetchWorkspace',
            input: ({ context }) => ({
              id: context.workspaceId,
              filters: context.filters,
              page: 1,
            }),
            onDone: [
              {
                guard: { type: 'isTrashed', params: ({ event }) => event.output },
                target: 'unavailable',
                actions: 'setUnavailable',
              },
              {
                target: 'ready',
                actions: { type: 'setFirstPage', params: ({ event }) => event.output },
              },
            ],
            onError: [
              {
                guard: {
                  type: 'isGone',
                  params: errorOf,
                },
                target: 'unavailable',
                actions: 'setUnavailable',
              },
              {
                target: 'failed',
                actions: {
                  type: 'setError',
                  params: errorOf,
                },
              },
            ],
          },
        },
        ready: {
          description: 'The clips read so far are shown; more may follow.',
          on: {
            'workspaceView.more': { guard: 'hasMore', target: 'loadingMore' },
            'workspaceView.remoteChange': {
              guard: { type: 'isOther', params: ({ event }) => event.userId },
              target: 'loading',
            },
          },
        },
        loadingMore: {
          description: 'Reads the next page, added after the clips shown.',
          invoke: {
            src: 'fetchWorkspace',
            input: ({ context }) => ({
              id: context.workspaceId,
              filters: context.filters,
              page: context.page + 1,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'setNextPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'setError',
                params: errorOf,
              },
            },
          },
        },
        failed: {
          description: 'The workspace could not be read (offline): reload tries again.',
        },
        unavailable: {
          description: 'Spec 001 §4: in the trash, or not there (or no longer shared): a failure.',
        },
      },
    },
    change: {
      description: 'One change of the clips at a time, shown before its call answers.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No change waits for an answer.',
          on: {
            'workspaceView.remove': {
              target: 'saving',
              actions: { type: 'apply', params: ({ event }) => event },
            },
            'workspaceView.pin': {
              target: 'saving',
              actions: { type: 'apply', params: ({ event }) => event },
            },
            'workspaceView.move': {
              target: 'saving',
              actions: { type: 'apply', params: ({ event }) => event },
            },
          },
        },
        saving: {
          description: 'The change is shown; its call decides whether it stays.',
          invoke: {
            src: 'changeClips',
            input: ({ context }) => ({
              id: context.workspaceId,
              change: context.pending!.change,
              announce: context.pending!.announce,
            }),
            onDone: {
              target: 'idle',
              actions: 'keepChange',
            },
            onError: {
              target: 'idle',
              actions: [
                'rollBack',
                {
                  type: 'notify',
                  params: (args: { event: { error: unknown } }) => failureNotice(errorOf(args)),
                },
              ],
            },
          },
        },
      },
    },
  },
});

export type WorkspaceViewActorRef = ActorRefFrom<typeof workspaceViewMachine>;
