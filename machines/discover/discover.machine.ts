import { assign, setup } from 'xstate';
import type { DiscoverSection } from '../../src/contracts/discover';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface DiscoverContext {
  sections: DiscoverSection[];
  error: ErrorCode | null;
}

export type DiscoverEvent = { type: 'discover.retry' } | { type: 'discover.refresh' };

/**
 * The discover sections of /home and the front page (spec 001 §7 POST /api/discover/), for
 * anyone: read once when the page opens; a failed read is retried on request; a refresh
 * (the visitor signed in or out) reads again, keeping the sections shown until the new ones
 * arrive. No sections is an empty page, not an error.
 */
export const discoverMachine = setup({
  types: {
    context: {} as DiscoverContext,
    events: {} as DiscoverEvent,
  },
  actors: {
    fetchSections: unprovided<DiscoverSection[]>('fetchSections'),
  },
  actions: {
    setSections: assign((_, sections: DiscoverSection[]) => ({ sections, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'discover',
  description: 'The discover sections shown on /home and the front page.',
  context: { sections: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the sections (the ones shown stay until the answer).',
      invoke: {
        src: 'fetchSections',
        onDone: {
          target: 'loaded',
          actions: { type: 'setSections', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    loaded: {
      description: 'The sections (maybe none) are shown.',
      on: { 'discover.refresh': 'loading' },
    },
    failed: {
      description: 'The read failed; the page says why and offers to try again.',
      on: { 'discover.retry': 'loading', 'discover.refresh': 'loading' },
    },
  },
});
