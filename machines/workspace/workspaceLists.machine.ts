import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type {
  Workspace,
  WorkspaceListQuery,
  WorkspacePage,
  WorkspaceSort,
  WorkspaceUser,
} from '../../src/contracts/workspace';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { errorOf, failureNotice, noticeEvent, type WorkspaceNotice } from './workspace.notices';
import {
  applyListChange,
  listNotice,
  pageOf,
  withCreated,
  type ListChange,
  type Lists,
  type WorkspaceListView,
} from './workspaceLists.lists';

export interface WorkspaceListsContext {
  /** Who makes new workspaces (their stand-ins show them as owner). */
  owner: WorkspaceUser;
  view: WorkspaceListView;
  page: number;
  text: string;
  sort: WorkspaceSort;
  lists: Lists;
  error: ErrorCode | null;
  pending: ListChange | null;
  /** The lists before the pending change, put back if its call fails. */
  before: Lists | null;
  made: number;
}

export type WorkspaceListsEvent =
  | { type: 'workspaceLists.open'; view: WorkspaceListView }
  | { type: 'workspaceLists.page'; page: number }
  | { type: 'workspaceLists.query'; text: string }
  | { type: 'workspaceLists.sort'; sort: WorkspaceSort }
  | { type: 'workspaceLists.refresh' }
  /** `choose`: select the new workspace once it exists (the /create picker). */
  | { type: 'workspaceLists.create'; name: string; choose: boolean }
  | { type: 'workspaceLists.rename'; id: string; name: string }
  | { type: 'workspaceLists.trash'; id: string }
  | { type: 'workspaceLists.restore'; id: string };

/**
 * The workspace list screens (spec 001 §2, §4): the active or the trashed workspaces, a page at
 * a time, with a text query and sorted Newest or Oldest first; a newer choice replaces a read
 * still running. Creating, renaming, trashing and restoring show in both lists at once and are
 * rolled back if their call fails; each success shows the spec's notice and tells the selection
 * (`workspace`), which leaves a trashed workspace and reads a renamed one again.
 */
export const workspaceListsMachine = setup({
  types: {
    context: {} as WorkspaceListsContext,
    events: {} as WorkspaceListsEvent,
    input: {} as { owner: WorkspaceUser },
  },
  actors: {
    fetchList: unprovided<WorkspacePage, WorkspaceListQuery>('fetchList'),
    saveChange: unprovided<Workspace, ListChange>('saveChange'),
  },
  actions: {
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    setView: assign(({ context }, view: WorkspaceListView) => ({
      view,
      page: view === context.view ? context.page : 1,
    })),
    setPage: assign((_, page: number) => ({ page: Math.max(1, Math.floor(page)) })),
    setText: assign((_, text: string) => ({ text, page: 1 })),
    setSort: assign((_, sort: WorkspaceSort) => ({ sort, page: 1 })),
    setRead: assign(({ context }, read: WorkspacePage) => ({
      lists: { ...context.lists, [context.view]: pageOf(read) },
      error: null,
    })),
    setError: assign((_, error: unknown) => ({ error: toErrorCode(error) })),
    apply: assign(({ context }, change: ListChange) => {
      const stub: Workspace = {
        id: '',
        name: '',
        description: '',
        owner: context.owner,
        shared: false,
        clip_count: 0,
        last_updated_clip: null,
        is_trashed: false,
        is_owned: true,
        created_at: new Date(0).toISOString(),
      };
      return {
        lists: applyListChange(context.lists, change, stub),
        before: context.lists,
        pending: change,
        made: context.made + (change.type === 'create' ? 1 : 0),
      };
    }),
    /** The server's answer stands: notice, the selection told, the stand-in replaced, a reread. */
    keep: enqueueActions(({ context, system, enqueue }, saved: Workspace) => {
      const change = context.pending!;
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(listNotice(change)));
      const selection: AnyActorRef | undefined = system.get('workspace');
      if (change.type === 'create') {
        enqueue.assign({ lists: withCreated(context.lists, change.tempId, saved) });
        if (change.choose && selection) {
          enqueue.sendTo(selection, { type: 'workspace.choose', id: saved.id });
        }
      } else if (selection) {
        const gone = change.type === 'trash';
        enqueue.sendTo(selection, { type: 'workspace.changed', id: change.id, gone });
      }
      enqueue.assign({ pending: null, before: null });
      // The list shown is read again: where the server placed the change (sort, pages).
      enqueue.raise({ type: 'workspaceLists.refresh' });
    }),
    rollBack: assign(({ context }) => ({
      lists: context.before ?? context.lists,
      pending: null,
      before: null,
    })),
  },
}).createMachine({
  id: 'workspaceLists',
  description: "The user's active or trashed workspaces, and changes to them.",
  context: ({ input }) => ({
    owner: input.owner,
    view: 'active',
    page: 1,
    text: '',
    sort: 'newest',
    lists: { active: null, trashed: null },
    error: null,
    pending: null,
    before: null,
    made: 0,
  }),
  type: 'parallel',
  states: {
    list: {
      description: 'Reads the list shown.',
      initial: 'idle',
      on: {
        'workspaceLists.open': {
          target: '.restarting',
          actions: { type: 'setView', params: ({ event }) => event.view },
        },
        'workspaceLists.page': {
          target: '.restarting',
          actions: { type: 'setPage', params: ({ event }) => event.page },
        },
        'workspaceLists.query': {
          target: '.restarting',
          actions: { type: 'setText', params: ({ event }) => event.text },
        },
        'workspaceLists.sort': {
          target: '.restarting',
          actions: { type: 'setSort', params: ({ event }) => event.sort },
        },
        'workspaceLists.refresh': '.restarting',
      },
      states: {
        idle: { description: 'No list screen has opened yet: nothing read.' },
        restarting: {
          description: 'Starts the read again (a read still running is dropped).',
          always: 'loading',
        },
        loading: {
          description: 'Reads the page asked for; a newer choice replaces this read.',
          invoke: {
            src: 'fetchList',
            input: ({ context }) => ({
              trashed: context.view === 'trashed',
              page: context.page,
              text: context.text,
              sort: context.sort,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'setRead', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'setError',
                params: errorOf,
              },
            },
          },
        },
        ready: { description: 'The page is shown (it may be empty).' },
        failed: { description: 'The list could not be read; refresh tries again.' },
      },
    },
    change: {
      description: 'One change at a time, shown before its call answers.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No change waits for an answer.',
          on: {
            'workspaceLists.create': {
              target: 'saving',
              actions: {
                type: 'apply',
                params: ({ context, event }) => ({
                  type: 'create',
                  name: event.name,
                  choose: event.choose,
                  tempId: `new-${context.made + 1}`,
                }),
              },
            },
            'workspaceLists.rename': {
              target: 'saving',
              actions: {
                type: 'apply',
                params: ({ event }) => ({ type: 'rename', id: event.id, name: event.name }),
              },
            },
            'workspaceLists.trash': {
              target: 'saving',
              actions: { type: 'apply', params: ({ event }) => ({ type: 'trash', id: event.id }) },
            },
            'workspaceLists.restore': {
              target: 'saving',
              actions: {
                type: 'apply',
                params: ({ event }) => ({ type: 'restore', id: event.id }),
              },
            },
          },
        },
        saving: {
          description: 'The change is shown; its call decides whether it stays.',
          invoke: {
            src: 'saveChange',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: { type: 'keep', params: ({ event }) => event.output },
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
