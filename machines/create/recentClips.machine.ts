import { assign, setup } from 'xstate';
import { LIBRARY_PAGE_SIZE } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { FeedResponse } from '../../src/contracts/generation';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { noPages, withFirstPage, withNextPage, type ClipPages } from '../library/clipPages';

export interface RecentClipsContext extends ClipPages {
  error: ErrorCode | null;
}

export type RecentClipsEvent =
  /** The create page opened: read the newest clips (again, on a revisit). */
  | { type: 'recentClips.open' }
  /** The list's end came into view, or "Load more" was pressed. */
  | { type: 'recentClips.more' }
  | { type: 'recentClips.retry' };

/**
 * The creator's clips on /create, newest first, LIBRARY_PAGE_SIZE at a time, so songs made
 * earlier (or before a reload) stay listed beside the ones the generations tracker follows.
 * Nothing is read until the page opens; each visit reads the first page again.
 */
export const recentClipsMachine = setup({
  types: {
    context: {} as RecentClipsContext,
    events: {} as RecentClipsEvent,
  },
  actors: {
    fetchRecentPage: unprovided<FeedResponse, { page: number }>('fetchRecentPage'),
  },
  guards: {
    hasMore: ({ context }) => !context.complete,
  },
  actions: {
    setFirstPage: assign(({ context }, page: FeedResponse) => ({
      ...withFirstPage(context, page, LIBRARY_PAGE_SIZE),
      error: null,
    })),
    addNextPage: assign(({ context }, page: FeedResponse) => ({
      ...withNextPage(context, page, LIBRARY_PAGE_SIZE),
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'recentClips',
  description: "The signed-in creator's clips on /create, read a page at a time.",
  context: { ...noPages, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The create page has not been opened yet: nothing read.',
      on: { 'recentClips.open': 'loading' },
    },
    loading: {
      description: 'Reads the newest page; clips read before stay shown meanwhile.',
      invoke: {
        src: 'fetchRecentPage',
        input: () => ({ page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setFirstPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    ready: {
      description: 'The pages read so far are shown; more may follow.',
      on: {
        'recentClips.open': 'loading',
        'recentClips.more': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      description: 'Reads the next page, added after the clips shown.',
      invoke: {
        src: 'fetchRecentPage',
        input: ({ context }) => ({ page: context.page + 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'addNextPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'moreFailed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    moreFailed: {
      description: 'The next page could not be read; what was read stays shown.',
      on: {
        'recentClips.retry': 'loadingMore',
        'recentClips.more': 'loadingMore',
        'recentClips.open': 'loading',
      },
    },
    failed: {
      description: 'The newest page could not be read; retry or reopen reads it again.',
      on: { 'recentClips.retry': 'loading', 'recentClips.open': 'loading' },
    },
  },
});
