import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { Persona } from '../../src/contracts/persona';
import type { Playlist } from '../../src/contracts/playlist';
import type { ProfileSummary } from '../../src/contracts/profile';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/**
 * The lists of a profile read a page at a time: its followers and the profiles it follows
 * (spec 001 §7), the remixes it inspired, its public playlists and personas.
 */
export type ProfileListKind = 'followers' | 'following' | 'remixes' | 'playlists' | 'personas';

/** What each kind lists. */
export interface ProfileListItems {
  followers: ProfileSummary;
  following: ProfileSummary;
  remixes: Clip;
  playlists: Playlist;
  personas: Persona;
}
export type ProfileListItem = ProfileListItems[ProfileListKind];

/** One page of a list, as the fetch actor hands it over. */
export interface ProfileListPage {
  items: ProfileListItem[];
  total: number;
  page: number;
}

export interface ProfileListContext {
  handle: string;
  kind: ProfileListKind;
  items: ProfileListItem[];
  total: number;
  page: number;
  error: ErrorCode | null;
}

export type ProfileListEvent = { type: 'profileList.more' } | { type: 'profileList.retry' };

/** What names an item in its list: a profile's user id, anything else's id. */
export const listItemKey = (item: ProfileListItem) => ('id' in item ? item.id : item.user_id);

/**
 * One list of a profile, read a page at a time: the first page, then the next on request while
 * the list holds fewer than its total. A failed first read may be retried; a failed next page
 * is a toast and leaves the list as it was.
 */
export const profileListMachine = setup({
  types: {
    context: {} as ProfileListContext,
    events: {} as ProfileListEvent,
    input: {} as { handle: string; kind: ProfileListKind },
  },
  actors: {
    fetchPage: unprovided<ProfileListPage, { handle: string; kind: ProfileListKind; page: number }>(
      'fetchPage',
    ),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    setPage: assign((_, page: ProfileListPage) => ({
      items: page.items,
      total: page.total,
      page: page.page,
      error: null,
    })),
    appendPage: assign(({ context }, page: ProfileListPage) => {
      const known = new Set(context.items.map(listItemKey));
      return {
        items: [...context.items, ...page.items.filter((item) => !known.has(listItemKey(item)))],
        total: page.total,
        page: page.page,
      };
    }),
    setError: assign((_, error: ErrorCode) => ({ error })),
    toast: enqueueActions(({ system, enqueue }, code: ErrorCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'profileList',
  description:
    'One list of a profile (followers, following, remixes, playlists or personas), paged.',
  context: ({ input }) => ({
    handle: input.handle,
    kind: input.kind,
    items: [],
    total: 0,
    page: 1,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the first page.',
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ handle: context.handle, kind: context.kind, page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The list could not be read; the user may retry.',
      on: { 'profileList.retry': 'loading' },
    },
    ready: {
      description: 'The list is shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the viewer to ask for more.',
          on: { 'profileList.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Reads the next page.',
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({
              handle: context.handle,
              kind: context.kind,
              page: context.page + 1,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
      },
    },
  },
});
