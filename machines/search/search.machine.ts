import { assign, setup, spawnChild } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { SearchHit, SearchPageType } from '../../src/contracts/search';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import { withRecent, type SearchPage } from './search.contract';

export interface SearchContext {
  /** What the search box holds. */
  draft: string;
  /** The term searched (the draft once typing paused, trimmed). */
  term: string;
  type: SearchPageType;
  hits: SearchHit[];
  total: number;
  error: ErrorCode | null;
  /** Recent searches, newest first (spec 001 §9: 5 kept). */
  recent: string[];
  /** The `persona-search` flag (spec 001 §5): whether personas may be searched. */
  personaSearch: boolean;
}

export type SearchEvent =
  /** A search the address names (the navigation's box, a type tab, a recent search). */
  | { type: 'search.set'; term: string; searchType: SearchPageType }
  /** Typing in the page's box: searched once typing pauses. */
  | { type: 'search.type'; text: string }
  | { type: 'search.more' }
  | { type: 'search.retry' };

type Read = { term: string; type: SearchPageType; from: number };

/**
 * The search page (/search?q=&type=, spec 001 §2): reads the recent searches and the flags,
 * then searches the term for the type a page at a time (20 songs or personas, 40 of the rest).
 * Typing waits for a pause; a term changed while a read runs drops that read, and a read's
 * answer for another term than the current one is discarded (spec 001 §4). Searches the
 * address names are kept as recent searches.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    loadSearchSettings: unprovided<{ recent: string[]; personaSearch: boolean }>(
      'loadSearchSettings',
    ),
    searchPage: unprovided<SearchPage, Read>('searchPage'),
    saveRecentSearches: unprovided<void, string[]>('saveRecentSearches'),
  },
  guards: {
    hasTerm: ({ context }) => context.term !== '',
    hasMore: ({ context }) => context.hits.length < context.total,
    isCurrent: ({ context }, page: SearchPage) =>
      page.term === context.term && page.type === context.type,
  },
  actions: {
    setSettings: assign((_, settings: { recent: string[]; personaSearch: boolean }) => settings),
    setSearch: assign((_, search: { term: string; type: SearchPageType }) => ({
      draft: search.term,
      term: search.term.trim(),
      type: search.type,
    })),
    setDraft: assign((_, draft: string) => ({ draft })),
    commitDraft: assign(({ context }) => ({ term: context.draft.trim() })),
    record: assign(({ context }) => ({
      recent: context.term ? withRecent(context.recent, context.term) : context.recent,
    })),
    saveRecent: spawnChild('saveRecentSearches', { input: ({ context }) => context.recent }),
    clearResults: assign({ hits: [], total: 0, error: null }),
    setPage: assign((_, page: SearchPage) => ({ hits: page.hits, total: page.total, error: null })),
    addPage: assign(({ context }, page: SearchPage) => ({
      hits: [...context.hits, ...page.hits],
      total: page.total,
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'search',
  description: 'The search page: a term and a type, searched a page at a time.',
  context: {
    draft: '',
    term: '',
    type: 'public_song',
    hits: [],
    total: 0,
    error: null,
    recent: [],
    personaSearch: false,
  },
  on: {
    'search.set': {
      target: '.ready',
      actions: [
        {
          type: 'setSearch',
          params: ({ event }) => ({ term: event.term, type: event.searchType }),
        },
        'record',
        'saveRecent',
      ],
    },
    'search.type': {
      target: '.debouncing',
      actions: { type: 'setDraft', params: ({ event }) => event.text },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Reads the recent searches and the flags; a search asked meanwhile waits.',
      on: {
        'search.set': {
          actions: {
            type: 'setSearch',
            params: ({ event }) => ({ term: event.term, type: event.searchType }),
          },
        },
        'search.type': { actions: { type: 'setDraft', params: ({ event }) => event.text } },
      },
      invoke: {
        src: 'loadSearchSettings',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setSettings', params: ({ event }) => event.output },
            'record',
            'saveRecent',
          ],
        },
        onError: 'ready',
      },
    },
    ready: {
      description: 'Searches the term, or waits for one.',
      entry: 'clearResults',
      always: [{ guard: 'hasTerm', target: 'loading' }, { target: 'idle' }],
    },
    idle: { description: 'No term: the page shows the recent searches.' },
    debouncing: {
      description: 'The box changed; waits for typing to pause (a read running is dropped).',
      on: {
        'search.type': {
          target: 'debouncing',
          reenter: true,
          actions: { type: 'setDraft', params: ({ event }) => event.text },
        },
      },
      after: { searchDebounce: { target: 'ready', actions: 'commitDraft' } },
    },
    loading: {
      description: 'Reads the first page of the term.',
      invoke: {
        src: 'searchPage',
        input: ({ context }) => ({ term: context.term, type: context.type, from: 0 }),
        onDone: [
          {
            guard: { type: 'isCurrent', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'setPage', params: ({ event }) => event.output },
          },
          // An answer for an older term: read again for the current one.
          { target: 'ready' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    loaded: {
      description: 'The results so far (maybe none) are shown.',
      on: { 'search.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Reads the next page, kept after the ones shown.',
      invoke: {
        src: 'searchPage',
        input: ({ context }) => ({
          term: context.term,
          type: context.type,
          from: context.hits.length,
        }),
        onDone: [
          {
            guard: { type: 'isCurrent', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'addPage', params: ({ event }) => event.output },
          },
          { target: 'ready' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'A read failed; the page says why and offers to try again.',
      on: { 'search.retry': 'ready' },
    },
  },
});
