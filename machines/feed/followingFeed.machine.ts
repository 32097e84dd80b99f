import { assign, setup } from 'xstate';
import { FOLLOWING_FEED_PAGE_SIZE } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type {
  FollowingFeedBody,
  FollowingFeedItem,
  FollowingFeedPage,
} from '../../src/contracts/profile';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface FollowingFeedContext {
  items: FollowingFeedItem[];
  /** The last page's last_item_timestamp: where the next page starts. */
  cursor: string | null;
  error: ErrorCode | null;
}

export type FollowingFeedEvent = { type: 'followingFeed.more' } | { type: 'followingFeed.retry' };

/** The body of the call for the page after `cursor` (spec 001 §7). */
export const feedRequest = (cursor: string | null): FollowingFeedBody => ({
  start_feed_timestamp: cursor,
  page_size: FOLLOWING_FEED_PAGE_SIZE,
  ranking_method: 'chronological',
  result_type: 'published_songs',
});

/** A page came: an empty one finishes the feed, any other adds its songs. */
const pageRead = [
  {
    guard: {
      type: 'isEmpty',
      params: ({ event }: { event: { output: FollowingFeedPage } }) => event.output,
    },
    target: 'finished',
    actions: 'clearError',
  },
  {
    target: 'ready',
    actions: {
      type: 'appendPage',
      params: ({ event }: { event: { output: FollowingFeedPage } }) => event.output,
    },
  },
] as const;

/**
 * The following feed (spec 001 §7, §9): the songs the people the user follows published,
 * newest first, read in pages of FOLLOWING_FEED_PAGE_SIZE from `last_item_timestamp`; the
 * feed is finished when a page comes back empty.
 */
export const followingFeedMachine = setup({
  types: {
    context: {} as FollowingFeedContext,
    events: {} as FollowingFeedEvent,
  },
  actors: {
    fetchFeedPage: unprovided<FollowingFeedPage, FollowingFeedBody>('fetchFeedPage'),
  },
  guards: {
    isEmpty: (_, page: FollowingFeedPage) => page.items.length === 0,
  },
  actions: {
    appendPage: assign(({ context }, page: FollowingFeedPage) => {
      const known = new Set(context.items.map((item) => item.clip_schema.id));
      return {
        items: [...context.items, ...page.items.filter((item) => !known.has(item.clip_schema.id))],
        cursor: page.last_item_timestamp ?? context.cursor,
        error: null,
      };
    }),
    setError: assign((_, error: ErrorCode) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'followingFeed',
  description: 'The following feed: pages of published songs until an empty one.',
  context: { items: [], cursor: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the newest page.',
      invoke: {
        src: 'fetchFeedPage',
        input: () => feedRequest(null),
        onDone: pageRead,
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The first page could not be read; the user may retry.',
      on: { 'followingFeed.retry': 'loading' },
    },
    ready: {
      description: 'Songs are shown; more may follow.',
      on: { 'followingFeed.more': 'loadingMore' },
    },
    loadingMore: {
      description: 'Reads the page after the last one; an empty page finishes the feed.',
      invoke: {
        src: 'fetchFeedPage',
        input: ({ context }) => feedRequest(context.cursor),
        onDone: pageRead,
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    finished: {
      description: 'An empty page came back: every song is shown (none, for a new follower).',
      type: 'final',
    },
  },
});
