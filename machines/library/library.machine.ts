import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import type { FeedResponse } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface LibraryContext {
  page: number;
  clips: Clip[];
  total: number;
  error: ErrorCode | null;
}

export type LibraryEvent = { type: 'library.page'; page: number } | { type: 'library.refresh' };

/** The signed-in user's library (/me): pages of LIBRARY_PAGE_SIZE clips, newest first. */
export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
  },
  actors: {
    fetchLibraryPage: unprovided<FeedResponse, { page: number }>('fetchLibraryPage'),
  },
  actions: {
    setPage: assign((_, page: number) => ({ page: Math.max(1, Math.floor(page)) })),
    setResult: assign((_, result: FeedResponse) => ({
      clips: result.clips,
      total: result.num_total_results,
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'library',
  description: "Pages of the signed-in user's clips; a page change or refresh reloads.",
  context: { page: 1, clips: [], total: 0, error: null },
  initial: 'loading',
  on: {
    'library.page': {
      target: '.loading',
      actions: { type: 'setPage', params: ({ event }) => event.page },
    },
    'library.refresh': '.loading',
  },
  states: {
    loading: {
      description: 'Reads the current page; a newer request replaces this one.',
      invoke: {
        src: 'fetchLibraryPage',
        input: ({ context }) => ({ page: context.page }),
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
});
