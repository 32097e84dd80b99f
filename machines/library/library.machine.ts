import { assign, raise, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { FeedResponse } from '../../src/contracts/generation';
import {
  DEFAULT_LIBRARY_FILTERS,
  type LibraryFilters,
  type LibraryView,
  type TriState,
  type TriStateFilter,
} from '../../src/contracts/library';
import type { LibraryPageInput } from '../actors/library.actors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { reinsertClips, removeClips, type RemovedClip } from './libraryList';

/** What the last change did, for the page's status line. */
export interface LibraryNotice {
  kind: 'trashed' | 'restored' | 'deleted';
  count: number;
}

export interface LibraryContext {
  view: LibraryView;
  filters: LibraryFilters;
  page: number;
  clips: Clip[];
  total: number;
  error: ErrorCode | null;
  selected: string[];
  /** The clips of the change on its way, as they stood (put back if it fails). */
  pending: RemovedClip[];
  pendingIds: string[];
  /** The clips the last trash took out of this list: "undo" puts them back where they were. */
  undo: RemovedClip[];
  /** The ids the delete modal asks about. */
  confirming: string[];
  notice: LibraryNotice | null;
  changeError: ErrorCode | null;
  /** The list is read again after a change: what "undo" would put back stays. */
  rereading: boolean;
}

export type LibraryEvent =
  | { type: 'library.page'; page: number }
  | { type: 'library.refresh' }
  | { type: 'library.view'; view: LibraryView }
  | { type: 'library.filter'; filter: TriStateFilter; value: TriState }
  | { type: 'library.hide'; name: 'hideDisliked' | 'hideGenStems'; on: boolean }
  | { type: 'library.search'; query: string }
  | { type: 'library.resetFilters' }
  | { type: 'library.select'; id: string; on: boolean }
  | { type: 'library.selectAll'; on: boolean }
  | { type: 'library.trash'; ids: string[] }
  | { type: 'library.restore'; ids: string[] }
  | { type: 'library.undo' }
  | { type: 'library.deleteAsk'; ids: string[] }
  | { type: 'library.deleteConfirm' }
  | { type: 'library.deleteCancel' }
  /** Raised after a change: the same list read again, as the server now has it. */
  | { type: 'library.reread' };

type ListEvent = Extract<
  LibraryEvent,
  { type: 'library.view' | 'library.filter' | 'library.hide' | 'library.search' }
>;

const reload = { target: '.loading', reenter: true } as const;

/** The list with `removed` back in place, the total counting only those that were not shown. */
function putBack(context: LibraryContext, removed: RemovedClip[]) {
  const clips = reinsertClips(context.clips, removed);
  return { clips, total: context.total + clips.length - context.clips.length };
}

/**
 * The signed-in user's library (/me): a list region (pages of LIBRARY_PAGE_SIZE clips of a view
 * with the spec's filters; any change of view, filter, query or page reads again, and the read it
 * replaces is stopped, so its late answer never shows) and a change region (trash, restore,
 * delete, each shown at once and undone if the call fails).
 */
export const libraryMachine = setup({
  types: { context: {} as LibraryContext, events: {} as LibraryEvent },
  actors: {
    fetchLibraryPage: unprovided<FeedResponse, LibraryPageInput>('fetchLibraryPage'),
    setTrashed: unprovided<void, { ids: string[]; trash: boolean }>('setTrashed'),
    deleteClips: unprovided<void, { ids: string[] }>('deleteClips'),
  },
  guards: {
    hasIds: ({ event }) => 'ids' in event && event.ids.length > 0,
    hasUndo: ({ context }) => context.undo.length > 0,
    isTrashView: ({ context }) => context.view === 'trash',
  },
  actions: {
    // A read that ran during the change (a clip completing asks for one) may show the clips as
    // they were: the list is read again once the server has them as they are.
    readAgain: raise({ type: 'library.reread' }),
    setPage: assign((_, page: number) => ({
      page: Math.max(1, Math.floor(page)),
      rereading: false,
    })),
    setList: assign(({ context }, event: ListEvent) => {
      const filters = { ...context.filters, tri: { ...context.filters.tri } };
      if (event.type === 'library.filter') filters.tri[event.filter] = event.value;
      if (event.type === 'library.hide') filters[event.name] = event.on;
      if (event.type === 'library.search') filters.query = event.query;
      const view = event.type === 'library.view' ? event.view : context.view;
      // Another view's clips are not shown with this view's actions (a song not in the trash
      // offered "Delete for good") while its own are read: the list waits empty, with a spinner.
      const emptied = view === context.view ? {} : { clips: [], total: 0 };
      return { filters, view, page: 1, selected: [], rereading: false, ...emptied };
    }),
    resetFilters: assign({
      filters: DEFAULT_LIBRARY_FILTERS,
      page: 1,
      selected: [],
      rereading: false,
    }),
    setResult: assign(({ context }, result: FeedResponse) => ({
      clips: result.clips,
      total: result.num_total_results,
      error: null,
      selected: [],
      undo: context.rereading ? context.undo : [],
      rereading: false,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
    select: assign(({ context }, params: { id: string; on: boolean }) => ({
      selected: params.on
        ? [...new Set([...context.selected, params.id])]
        : context.selected.filter((id) => id !== params.id),
    })),
    selectAll: assign(({ context }, on: boolean) => ({
      selected: on ? context.clips.map((clip) => clip.id) : [],
    })),
    /** Takes the clips out of the list (a view they leave) and remembers where they stood. */
    takeOut: assign(({ context }, ids: string[]) => {
      const { clips, removed } = removeClips(context.clips, ids);
      return {
        clips,
        total: Math.max(0, context.total - removed.length),
        pending: removed,
        pendingIds: ids,
        selected: context.selected.filter((id) => !ids.includes(id)),
        notice: null,
        changeError: null,
      };
    }),
    /** Marks a change on clips that stay where they are (trashing from outside the list). */
    keepIn: assign(({ context }, ids: string[]) => ({
      pending: [],
      pendingIds: ids,
      selected: context.selected.filter((id) => !ids.includes(id)),
      notice: null,
      changeError: null,
    })),
    putBackUndo: assign(({ context }) => ({
      ...putBack(context, context.undo),
      pending: [],
      pendingIds: context.undo.map((entry) => entry.clip.id),
      notice: null,
      changeError: null,
    })),
    rollBack: assign(({ context }, error: ErrorCode) => ({
      ...putBack(context, context.pending),
      pending: [],
      pendingIds: [],
      changeError: error,
    })),
    /** A trash that took clips out of this list can be undone; nothing else can. */
    settle: assign(({ context }, kind: LibraryNotice['kind']) => ({
      notice: { kind, count: context.pendingIds.length },
      undo: kind === 'trashed' ? context.pending : [],
      pending: [],
      pendingIds: [],
    })),
    ask: assign((_, ids: string[]) => ({ confirming: ids, changeError: null })),
    clearAsk: assign({ confirming: [] }),
  },
}).createMachine({
  id: 'library',
  description: "The signed-in user's library (/me): its list, and trash, restore and delete.",
  type: 'parallel',
  context: {
    view: 'all',
    filters: DEFAULT_LIBRARY_FILTERS,
    page: 1,
    clips: [],
    total: 0,
    error: null,
    selected: [],
    pending: [],
    pendingIds: [],
    undo: [],
    confirming: [],
    notice: null,
    changeError: null,
    rereading: false,
  },
  on: {
    'library.select': { actions: { type: 'select', params: ({ event }) => event } },
    'library.selectAll': { actions: { type: 'selectAll', params: ({ event }) => event.on } },
  },
  states: {
    list: {
      description: 'The shown page of the current view and filters.',
      initial: 'loading',
      on: {
        'library.page': {
          ...reload,
          actions: { type: 'setPage', params: ({ event }) => event.page },
        },
        'library.refresh': reload,
        'library.reread': { ...reload, actions: assign({ rereading: true }) },
        'library.view': { ...reload, actions: { type: 'setList', params: ({ event }) => event } },
        'library.filter': { ...reload, actions: { type: 'setList', params: ({ event }) => event } },
        'library.hide': { ...reload, actions: { type: 'setList', params: ({ event }) => event } },
        'library.search': { ...reload, actions: { type: 'setList', params: ({ event }) => event } },
        'library.resetFilters': { ...reload, actions: 'resetFilters' },
      },
      states: {
        loading: {
          description: 'Reads the page; entered again on any change, which stops the older read.',
          invoke: {
            src: 'fetchLibraryPage',
            input: ({ context }) => ({
              view: context.view,
              filters: context.filters,
              page: context.page,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'setResult', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: { description: 'The page is shown (it may be empty).' },
        failed: { description: 'The page could not be read; refresh retries.' },
      },
    },
    change: {
      description: 'One change to clips at a time: trash, restore or delete.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No change on its way.',
          on: {
            'library.trash': [
              {
                guard: 'isTrashView',
                target: 'trashing',
                actions: { type: 'keepIn', params: ({ event }) => event.ids },
              },
              {
                guard: 'hasIds',
                target: 'trashing',
                actions: { type: 'takeOut', params: ({ event }) => event.ids },
              },
            ],
            'library.restore': [
              {
                guard: 'isTrashView',
                target: 'restoring',
                actions: { type: 'takeOut', params: ({ event }) => event.ids },
              },
              {
                guard: 'hasIds',
                target: 'restoring',
                actions: { type: 'keepIn', params: ({ event }) => event.ids },
              },
            ],
            'library.undo': { guard: 'hasUndo', target: 'restoring', actions: 'putBackUndo' },
            'library.deleteAsk': {
              guard: 'hasIds',
              target: 'confirmingDelete',
              actions: { type: 'ask', params: ({ event }) => event.ids },
            },
          },
        },
        confirmingDelete: {
          description: 'The delete modal asks whether to delete the clips for good.',
          on: {
            'library.deleteConfirm': {
              target: 'deleting',
              actions: [
                { type: 'takeOut', params: ({ context }) => context.confirming },
                'clearAsk',
              ],
            },
            'library.deleteCancel': { target: 'idle', actions: 'clearAsk' },
          },
        },
        trashing: {
          description: 'Moves the clips to the trash; put back where they were if it fails.',
          invoke: {
            src: 'setTrashed',
            input: ({ context }) => ({ ids: context.pendingIds, trash: true }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'settle', params: 'trashed' }, 'readAgain'],
            },
            onError: {
              target: 'idle',
              actions: { type: 'rollBack', params: () => 'clipTrashFailed' as const },
            },
          },
        },
        restoring: {
          description: 'Takes the clips out of the trash again.',
          invoke: {
            src: 'setTrashed',
            input: ({ context }) => ({ ids: context.pendingIds, trash: false }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'settle', params: 'restored' }, 'readAgain'],
            },
            onError: {
              target: 'idle',
              actions: { type: 'rollBack', params: () => 'clipTrashFailed' as const },
            },
          },
        },
        deleting: {
          description: 'Deletes the clips for good; "Clip could not be deleted" if it fails.',
          invoke: {
            src: 'deleteClips',
            input: ({ context }) => ({ ids: context.pendingIds }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'settle', params: 'deleted' }, 'readAgain'],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rollBack',
                params: ({ event }) =>
                  toErrorCode(event.error) === 'clipHasPersona'
                    ? ('clipHasPersona' as const)
                    : ('clipDeleteFailed' as const),
              },
            },
          },
        },
      },
    },
  },
});
