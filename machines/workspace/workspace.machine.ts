import { assign, enqueueActions, not, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { DEFAULT_WORKSPACE_ID } from '../../src/contracts/constants';
import { DEFAULT_LIBRARY_FILTERS, type LibraryFilters } from '../../src/contracts/library';
import type { WorkspaceWithClips } from '../../src/contracts/workspace';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import { noticeEvent, type WorkspaceNotice } from './workspace.notices';
import {
  newSongsRequest,
  widOf,
  type FileRequest,
  type StoredSelection,
  type UrlWrite,
} from './workspace.selection';
import { workspaceViewMachine } from './workspaceView.machine';

export interface WorkspaceContext {
  userId: string;
  /** The selected workspace; DEFAULT_WORKSPACE_ID for the default one. */
  selectedId: string;
  /** Spec 001 §9: whether the user ever chose one (then the stored choice is restored). */
  hasSet: boolean;
  /** The `wid` seen in the /create URL before the stored choice was read (undefined: none). */
  urlWid: string | null | undefined;
  /** A workspace the user chose before the stored choice was read: it wins once it is. */
  chosen: string | null;
  url: UrlWrite | null;
  /** The collab-workspaces flag (spec 001 §6). */
  collab: boolean;
  /** The last read of each workspace, shown again without a read until a change drops it. */
  cache: Record<string, WorkspaceWithClips>;
  /** Workspaces last read as the user's own or shared: listened to while selected. */
  sharedIds: string[];
  filters: LibraryFilters;
}

export type WorkspaceEvent =
  /** The /create page's `wid` (null without one), on arrival and on every change of it. */
  | { type: 'workspace.urlChanged'; wid: string | null }
  /** The user chose a workspace: the URL gets a new history entry. */
  | { type: 'workspace.choose'; id: string }
  /** A silent sync: the URL is replaced, no history entry. */
  | { type: 'workspace.sync'; id: string }
  | { type: 'workspace.filters'; filters: LibraryFilters }
  /** Songs made while a workspace is selected land in it (spec 001 §4). */
  | { type: 'workspace.clipsMade'; clips: Clip[] }
  /** `workspaceFiling` filed clips: drop the caches, show it here. */
  | { type: 'workspace.filed'; request: FileRequest }
  | { type: 'workspace.loaded'; workspace: WorkspaceWithClips }
  | { type: 'workspace.dropCache'; ids: string[] }
  /** A workspace was renamed, trashed or left elsewhere (the lists, the members' page). */
  | { type: 'workspace.changed'; id: string; gone: boolean }
  /** Realtime (spec 001 §7) on the selected workspace's channel. */
  | { type: 'workspace.remoteChange'; userId: string }
  | { type: 'workspace.kicked'; userId: string }
  /** Raised on a new selection: listen on its channel instead. */
  | { type: 'workspace.relisten' }
  /** Raised at start with the restored choice. */
  | { type: 'workspace.select'; id: string; url: UrlWrite['mode'] | null };

const VIEW = 'workspaceView';

/** The selected workspace's view runs (none for the default workspace). */
const hasView = (context: { selectedId: string }) => context.selectedId !== DEFAULT_WORKSPACE_ID;

const withoutCache = (cache: Record<string, WorkspaceWithClips>, ids: string[]) =>
  Object.fromEntries(Object.entries(cache).filter(([id]) => !ids.includes(id)));
type Restored = { stored: StoredSelection | null; collab: boolean };

/**
 * The selected workspace (spec 001 §2, §4): restored at start from the /create URL's `wid`,
 * else from local storage when its has-set flag is on; a choice pushes the URL, a silent sync
 * replaces it (the view applies `url` on /create only, so other pages keep theirs). Runs the
 * selected workspace's view (`workspaceView`), keeps the workspaces' reads as a cache until a
 * change drops them, hands songs made here to `workspaceFiling`, and listens on a shared
 * workspace's realtime channel: a member's change reloads; a removed member leaves at once.
 */
export const workspaceMachine = setup({
  types: {
    context: {} as WorkspaceContext,
    events: {} as WorkspaceEvent,
    input: {} as { userId: string },
  },
  actors: {
    restore: unprovided<Restored>('restore'),
    saveSelection: unprovided<void, StoredSelection>('saveSelection'),
    listen: unprovidedCallback<{ id: string; ownerId: string; userId: string }>('listen'),
    view: workspaceViewMachine,
  },
  guards: {
    isLive: ({ context }) => context.collab && context.sharedIds.includes(context.selectedId),
    isMe: ({ context }, userId: string) => userId === context.userId,
    isOtherWid: ({ context }, wid: string | null) =>
      wid !== null && wid !== widOf(context.selectedId),
    lacksWid: ({ context }, wid: string | null) =>
      wid === null && context.selectedId !== DEFAULT_WORKSPACE_ID,
    isSelectedGone: ({ context }, event: { id: string; gone: boolean }) =>
      event.gone && event.id === context.selectedId,
    hasSelection: ({ context }) => context.selectedId !== DEFAULT_WORKSPACE_ID,
  },
  actions: {
    notify: enqueueActions(({ system, enqueue }, notice: WorkspaceNotice) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, noticeEvent(notice));
    }),
    /** Selects a workspace: saves it, writes the URL if asked, and runs its view. */
    select: enqueueActions(
      ({ context, enqueue }, params: { id: string; url: UrlWrite['mode'] | null }) => {
        const seq = (context.url?.seq ?? 0) + 1;
        const url = params.url ? { wid: widOf(params.id), mode: params.url, seq } : context.url;
        enqueue.assign({ selectedId: params.id, hasSet: true, url });
        if (params.id === context.selectedId && context.hasSet) return;
        enqueue.spawnChild('saveSelection', { input: { id: params.id, hasSet: true } });
        enqueue.stopChild(VIEW);
        enqueue.raise({ type: 'workspace.relisten' });
        if (params.id === DEFAULT_WORKSPACE_ID) return;
        const input = {
          workspaceId: params.id,
          userId: context.userId,
          collab: context.collab,
          filters: context.filters,
          cached: context.cache[params.id] ?? null,
        };
        enqueue.spawnChild('view', { id: VIEW, input });
      },
    ),
    /**
     * At start: a choice made meanwhile wins (pushed to the URL as any choice is); else the
     * URL's wid; else the stored choice, synced into a /create URL.
     */
    restoreSelection: enqueueActions(({ context, enqueue }, restored: Restored) => {
      enqueue.assign({ collab: restored.collab });
      const { stored } = restored;
      if (context.chosen) {
        enqueue.raise({ type: 'workspace.select', id: context.chosen, url: 'push' });
      } else if (context.urlWid) {
        enqueue.raise({ type: 'workspace.select', id: context.urlWid, url: null });
      } else if (stored?.hasSet) {
        const url = context.urlWid === null ? ('replace' as const) : null;
        enqueue.raise({ type: 'workspace.select', id: stored.id, url });
      }
    }),
    setUrlWid: assign((_, wid: string | null) => ({ urlWid: wid })),
    /** A /create URL without `wid` while a workspace is selected: sync it in silently. */
    syncUrl: assign(({ context }) => ({
      url: {
        wid: widOf(context.selectedId),
        mode: 'replace' as const,
        seq: (context.url?.seq ?? 0) + 1,
      },
    })),
    applyFilters: enqueueActions(({ context, enqueue }, filters: LibraryFilters) => {
      enqueue.assign({ filters });
      if (hasView(context)) enqueue.sendTo(VIEW, { type: 'workspaceView.filters', filters });
    }),
    /** Another member changed the selected workspace: its cache is stale, its view reads again. */
    passRemoteChange: enqueueActions(({ context, enqueue }, userId: string) => {
      enqueue.assign({ cache: withoutCache(context.cache, [context.selectedId]) });
      if (hasView(context)) enqueue.sendTo(VIEW, { type: 'workspaceView.remoteChange', userId });
    }),
    cache: assign(({ context }, read: WorkspaceWithClips) => ({
      cache: { ...context.cache, [read.id]: read },
      sharedIds: [
        ...context.sharedIds.filter((id) => id !== read.id),
        ...(read.shared || read.is_owned ? [read.id] : []),
      ],
    })),
    dropCache: assign(({ context }, ids: string[]) => ({
      cache: withoutCache(context.cache, ids),
    })),
    /** New songs go to `workspaceFiling`, filed in the selected workspace. */
    fileNewSongs: enqueueActions(({ context, system, enqueue }, clips: Clip[]) => {
      const filing: AnyActorRef | undefined = system.get('workspaceFiling');
      const read = context.cache[context.selectedId];
      const request = newSongsRequest(context.selectedId, read ?? null, context.collab, clips);
      if (filing) enqueue.sendTo(filing, { type: 'workspaceFiling.file', request });
    }),
    reloadIfSelected: enqueueActions(({ context, enqueue }, id: string) => {
      enqueue.assign({ cache: withoutCache(context.cache, [id]) });
      if (id === context.selectedId && hasView(context)) {
        enqueue.sendTo(VIEW, { type: 'workspaceView.reload' });
      }
    }),
    /** Filed clips: the selected workspace shows new songs, or reads a move again. */
    showFiled: enqueueActions(({ context, enqueue }, request: FileRequest) => {
      enqueue.assign({ cache: withoutCache(context.cache, [request.sourceId, request.targetId]) });
      if (!hasView(context)) return;
      const here = request.targetId === context.selectedId;
      if (here && request.clips.length > 0) {
        enqueue.sendTo(VIEW, { type: 'workspaceView.added', clips: request.clips });
      } else if (here || request.sourceId === context.selectedId) {
        enqueue.sendTo(VIEW, { type: 'workspaceView.reload' });
      }
    }),
  },
}).createMachine({
  id: 'workspace',
  description: 'The selected workspace, its URL and local copy, cache and channel.',
  context: ({ input }) => ({
    userId: input.userId,
    selectedId: DEFAULT_WORKSPACE_ID,
    hasSet: false,
    urlWid: undefined,
    chosen: null,
    url: null,
    collab: false,
    cache: {},
    sharedIds: [],
    filters: DEFAULT_LIBRARY_FILTERS,
  }),
  type: 'parallel',
  states: {
    selection: {
      description: 'Which workspace is selected, and the URL that shows it.',
      initial: 'starting',
      on: {
        'workspace.filters': {
          actions: { type: 'applyFilters', params: ({ event }) => event.filters },
        },
        'workspace.loaded': { actions: { type: 'cache', params: ({ event }) => event.workspace } },
        'workspace.dropCache': { actions: { type: 'dropCache', params: ({ event }) => event.ids } },
        'workspace.filed': { actions: { type: 'showFiled', params: ({ event }) => event.request } },
        'workspace.clipsMade': {
          guard: 'hasSelection',
          actions: { type: 'fileNewSongs', params: ({ event }) => event.clips },
        },
        'workspace.remoteChange': {
          actions: { type: 'passRemoteChange', params: ({ event }) => event.userId },
        },
      },
      states: {
        starting: {
          description: "Reads the stored choice and the flags; the URL's wid, if it came, wins.",
          on: {
            'workspace.urlChanged': {
              actions: { type: 'setUrlWid', params: ({ event }) => event.wid },
            },
            // The flags' read can be slow: a workspace made and chosen meanwhile is kept.
            'workspace.choose': { actions: assign({ chosen: ({ event }) => event.id }) },
          },
          invoke: {
            src: 'restore',
            onDone: {
              target: 'ready',
              actions: { type: 'restoreSelection', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: { type: 'restoreSelection', params: { stored: null, collab: false } },
            },
          },
        },
        ready: {
          description: 'A workspace (or the default one) is selected.',
          on: {
            'workspace.urlChanged': [
              {
                guard: { type: 'isOtherWid', params: ({ event }) => event.wid },
                actions: { type: 'select', params: ({ event }) => ({ id: event.wid!, url: null }) },
              },
              { guard: { type: 'lacksWid', params: ({ event }) => event.wid }, actions: 'syncUrl' },
            ],
            'workspace.select': {
              actions: { type: 'select', params: ({ event }) => event },
            },
            'workspace.choose': {
              actions: { type: 'select', params: ({ event }) => ({ id: event.id, url: 'push' }) },
            },
            'workspace.sync': {
              actions: {
                type: 'select',
                params: ({ event }) => ({ id: event.id, url: 'replace' }),
              },
            },
            'workspace.kicked': {
              guard: { type: 'isMe', params: ({ event }) => event.userId },
              actions: [
                { type: 'dropCache', params: ({ context }) => [context.selectedId] },
                { type: 'select', params: { id: DEFAULT_WORKSPACE_ID, url: 'replace' } },
                { type: 'notify', params: { code: 'workspaceRemovedYou' } },
              ],
            },
            'workspace.changed': [
              {
                guard: { type: 'isSelectedGone', params: ({ event }) => event },
                actions: [
                  { type: 'dropCache', params: ({ event }) => [event.id] },
                  { type: 'select', params: { id: DEFAULT_WORKSPACE_ID, url: 'replace' } },
                ],
              },
              { actions: { type: 'reloadIfSelected', params: ({ event }) => event.id } },
            ],
          },
        },
      },
    },
    live: {
      description: "The selected workspace's channel, while the flag is on (its own, or shared).",
      initial: 'off',
      states: {
        off: {
          description: 'Not listening.',
          always: { guard: 'isLive', target: 'on' },
        },
        on: {
          description: "Listening for the other members' changes and removals.",
          always: { guard: not('isLive'), target: 'off' },
          on: { 'workspace.relisten': { target: 'off', reenter: true } },
          invoke: {
            src: 'listen',
            input: ({ context }) => ({
              id: context.selectedId,
              ownerId: context.cache[context.selectedId]?.owner.id ?? '',
              userId: context.userId,
            }),
          },
        },
      },
    },
  },
});
