import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { Contest, ContestPage } from '../../src/contracts/contest';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface ContestContext {
  contestId: string;
  contest: Contest | null;
  baseClips: Clip[];
  entries: Clip[];
  nextPage: number | null;
  error: ErrorCode | null;
}

export type ContestEvent = { type: 'contest.more' } | { type: 'contest.retry' };

type Read = { contestId: string; page: number };

/**
 * A contest's page (/contest/{id}): the contest, its base clips (what entries cover or extend)
 * and its entries a page at a time. An unknown contest fails with `notFound`; a failed next
 * page keeps the entries shown.
 */
export const contestMachine = setup({
  types: {
    context: {} as ContestContext,
    events: {} as ContestEvent,
    input: {} as { contestId: string },
  },
  actors: {
    fetchContest: unprovided<ContestPage, Read>('fetchContest'),
  },
  guards: {
    hasMore: ({ context }) => context.nextPage !== null,
  },
  actions: {
    setPage: assign((_, page: ContestPage) => ({
      contest: page.contest,
      baseClips: page.base_clips,
      entries: page.entries,
      nextPage: page.next_page,
      error: null,
    })),
    addEntries: assign(({ context }, page: ContestPage) => ({
      contest: page.contest,
      entries: [...context.entries, ...page.entries],
      nextPage: page.next_page,
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'contest',
  description: 'One contest, its base clips and its entries.',
  context: ({ input }) => ({
    contestId: input.contestId,
    contest: null,
    baseClips: [],
    entries: [],
    nextPage: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the contest and its first entries.',
      invoke: {
        src: 'fetchContest',
        input: ({ context }) => ({ contestId: context.contestId, page: 1 }),
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
    ready: {
      description: 'The contest and the entries read so far are shown.',
      on: { 'contest.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Reads the next page of entries.',
      invoke: {
        src: 'fetchContest',
        input: ({ context }) => ({ contestId: context.contestId, page: context.nextPage ?? 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'addEntries', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The read failed (or no such contest); the page says why.',
      on: { 'contest.retry': 'loading' },
    },
  },
});
