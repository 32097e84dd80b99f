import { assign, setup } from 'xstate';
import { CONTEST_LIST_STALE_MS } from '../../src/contracts/constants';
import type { Contest } from '../../src/contracts/contest';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface ContestsContext {
  contests: Contest[];
  error: ErrorCode | null;
}

export type ContestsEvent = { type: 'contests.retry' };

/**
 * The open contests (spec 001 §7 GET /api/contests/). Spec 001 §9: the list is stale after
 * 5 minutes, so while it shows it is read again then, the contests shown staying until the
 * answer. A failed read keeps what was shown and may be retried.
 */
export const contestsMachine = setup({
  types: {
    context: {} as ContestsContext,
    events: {} as ContestsEvent,
  },
  actors: {
    fetchContests: unprovided<Contest[]>('fetchContests'),
  },
  delays: { staleAfter: CONTEST_LIST_STALE_MS },
  actions: {
    setContests: assign((_, contests: Contest[]) => ({ contests, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'contests',
  description: 'The open contests, read again once stale.',
  context: { contests: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the open contests (those shown stay until the answer).',
      invoke: {
        src: 'fetchContests',
        onDone: {
          target: 'fresh',
          actions: { type: 'setContests', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    fresh: {
      description: 'The list (maybe empty) is shown until it is stale.',
      after: { staleAfter: 'loading' },
    },
    failed: {
      description: 'The read failed; the page says why and offers to try again.',
      on: { 'contests.retry': 'loading' },
    },
  },
});
