import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { PlaylistPage } from '../../src/contracts/playlist';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** Which of the user's lists is shown: their own playlists, or the ones they like. */
export type PlaylistsTab = 'mine' | 'liked';

export interface PlaylistsContext {
  tab: PlaylistsTab;
  page: number;
  result: PlaylistPage | null;
  error: ErrorCode | null;
}

export type PlaylistsEvent =
  | { type: 'playlists.tab'; tab: PlaylistsTab }
  | { type: 'playlists.page'; page: number }
  | { type: 'playlists.refresh' };

/**
 * The user's playlists (/playlist): their own (PLAYLIST_PAGE_SIZE a page) or the ones they
 * like (LIKED_PLAYLISTS_PAGE_SIZE a page). A tab or page change while a read runs replaces it,
 * so an older answer never shows for the newer choice.
 */
export const playlistsMachine = setup({
  types: {
    context: {} as PlaylistsContext,
    events: {} as PlaylistsEvent,
  },
  actors: {
    fetchPlaylists: unprovided<PlaylistPage, { tab: PlaylistsTab; page: number }>('fetchPlaylists'),
  },
  actions: {
    setTab: assign((_, tab: PlaylistsTab) => ({ tab, page: 1, result: null })),
    setPage: assign((_, page: number) => ({ page: Math.max(1, Math.floor(page)) })),
    setResult: assign((_, result: PlaylistPage) => ({ result, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'playlists',
  description: "The user's playlists or liked playlists, a page at a time.",
  context: { tab: 'mine', page: 1, result: null, error: null },
  initial: 'loading',
  on: {
    'playlists.tab': {
      target: '.loading',
      actions: { type: 'setTab', params: ({ event }) => event.tab },
    },
    'playlists.page': {
      target: '.loading',
      actions: { type: 'setPage', params: ({ event }) => event.page },
    },
    'playlists.refresh': '.loading',
  },
  states: {
    loading: {
      description: 'Reads the current tab and page; a newer choice replaces this read.',
      invoke: {
        src: 'fetchPlaylists',
        input: ({ context }) => ({ tab: context.tab, page: context.page }),
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
    failed: { description: 'The list could not be read; refresh retries.' },
  },
});
