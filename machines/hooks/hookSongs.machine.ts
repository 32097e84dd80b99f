import { assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import { unprovided } from '../actors/unprovided';
import type { HookSong } from './hook-song';

export interface HookSongsContext {
  /** What the modal's search box holds ('' lists the newest). */
  term: string;
  songs: HookSong[];
  error: ErrorCode | null;
}

export type HookSongsEvent =
  | { type: 'hookSongs.open' }
  | { type: 'hookSongs.search'; term: string }
  | { type: 'hookSongs.retry' };

/**
 * The hook song modal's list (spec 001 §2): the signed-in user's songs that a hook can be set
 * to, read when the modal opens and again 300 ms after the search box stops changing.
 */
export const hookSongsMachine = setup({
  types: { context: {} as HookSongsContext, events: {} as HookSongsEvent },
  actors: { findHookSongs: unprovided<HookSong[], { term: string }>('findHookSongs') },
  actions: {
    keepTerm: assign({
      term: ({ event }) => (event as Extract<HookSongsEvent, { type: 'hookSongs.search' }>).term,
    }),
    keepSongs: assign({
      songs: ({ event }) => (event as unknown as { output: HookSong[] }).output,
      error: null,
    }),
    fail: assign({
      error: ({ event }) =>
        (event as unknown as { error: { code?: ErrorCode } }).error?.code ?? 'unknown',
    }),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'hookSongs',
  description: 'The songs the hook song modal lists, searched by title.',
  context: { term: '', songs: [], error: null },
  initial: 'idle',
  on: { 'hookSongs.search': { target: '.debouncing', actions: 'keepTerm' } },
  states: {
    idle: {
      description: 'The modal has not opened yet.',
      on: { 'hookSongs.open': 'loading' },
    },
    debouncing: {
      description: 'Waits for the search box to settle.',
      after: { searchDebounce: 'loading' },
    },
    loading: {
      description: 'Reads the songs matching the term.',
      invoke: {
        src: 'findHookSongs',
        input: ({ context }) => ({ term: context.term }),
        onDone: { target: 'ready', actions: 'keepSongs' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      description: 'The songs show; opening again reads them afresh.',
      on: { 'hookSongs.open': 'loading' },
    },
    failed: {
      description: 'The songs could not be read; they can be tried again.',
      on: { 'hookSongs.retry': 'loading', 'hookSongs.open': 'loading' },
    },
  },
});
