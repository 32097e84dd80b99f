import { describe, expect, it } from 'vitest';
import { searchMachine, type SearchEvent } from '../../machines/search/search.machine';
import {
  selectHasMoreResults,
  selectRecentSearches,
  selectSearchStatus,
} from '../../machines/search/search.selectors';
import { searchPageQuery, withRecent } from '../../machines/search/search.contract';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = searchMachine.provide({
  actors: fakePromiseActors(['loadSearchSettings', 'searchPage', 'saveRecentSearches']),
});
const first = aClip({ id: 'moon-1', title: 'Moonlit' });
const second = aClip({ id: 'moon-2', title: 'Moonlit Drive' });

const samples: SampleOptions<SearchEvent> = {
  events: {
    'search.set': [
      { type: 'search.set', term: 'moonlit', searchType: 'public_song' },
      { type: 'search.set', term: '', searchType: 'user' },
    ],
    'search.type': [
      { type: 'search.type', text: 'moonlit' },
      { type: 'search.type', text: '  ' },
    ],
  },
  outcomes: {
    loadSearchSettings: {
      stored: { output: { recent: ['rain'], personaSearch: true } },
      unreadable: { error: new Error('storage') },
    },
    searchPage: {
      page: { output: { term: 'moonlit', type: 'public_song', hits: [first], total: 2 } },
      next: { output: { term: 'moonlit', type: 'public_song', hits: [second], total: 2 } },
      stale: { output: { term: 'moon', type: 'public_song', hits: [second], total: 1 } },
      offline: { error: codedError('network') },
    },
  },
  // The parts that decide what happens next (the recent list only grows and reorders).
  serialize: (snapshot) => {
    const { term, draft, type, hits, total, error } = snapshot.context as {
      term: string;
      draft: string;
      type: string;
      hits: unknown[];
      total: number;
      error: string | null;
    };
    return JSON.stringify([snapshot.value, term, draft, type, hits.length, total, error]);
  },
};

describe('search paths', () => {
  describePaths(machine, samples);

  it('searches a term the address names once started, and keeps it as a recent search', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'search.set #1',
        'done: loadSearchSettings (stored)',
        'done: searchPage (page)',
      ]),
      samples,
    );
    expect(selectSearchStatus(snapshot as never)).toBe('loaded');
    expect(selectRecentSearches(snapshot as never)).toEqual(['moonlit', 'rain']);
    expect(selectHasMoreResults(snapshot as never)).toBe(true);
  });

  it('adds the next page after the first, until the total', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'search.set #1',
        'done: loadSearchSettings (stored)',
        'done: searchPage (page)',
        'search.more',
        'done: searchPage (next)',
      ]),
      samples,
    );
    expect(snapshot.context.hits).toEqual([first, second]);
    expect(selectHasMoreResults(snapshot as never)).toBe(false);
  });

  it('discards an answer for another term and reads the current one again', async () => {
    const path = pathOf(machine, samples, [
      'error: loadSearchSettings (unreadable)',
      'search.type #1',
      'after searchDebounce',
      'done: searchPage (stale)',
    ]);
    const snapshot = await replayPath(machine, path, samples);
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.hits).toEqual([]);
  });

  it('drops a read when the box changes while it runs, searching once typing pauses', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'search.set #1',
        'done: loadSearchSettings (stored)',
        'search.type #2',
        'after searchDebounce',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.term).toBe('');
  });
});

describe('search queries and recent searches', () => {
  it('asks 20 songs or personas and 40 of the other types', () => {
    expect(searchPageQuery('public_song', 'x', 0).size).toBe(20);
    expect(searchPageQuery('public_persona', 'x', 20)).toMatchObject({ size: 20, from_index: 20 });
    expect(searchPageQuery('playlist', 'x', 0)).toMatchObject({
      size: 40,
      search_type: 'public_playlist',
    });
    expect(searchPageQuery('user', 'x', 0).size).toBe(40);
    expect(searchPageQuery('platform_genre', 'x', 0).size).toBe(40);
  });

  it('keeps 5 recent searches, newest first, each once', () => {
    const recent = ['a', 'b', 'c', 'd', 'e'];
    expect(withRecent(recent, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withRecent(recent, 'C')).toEqual(['C', 'a', 'b', 'd', 'e']);
  });
});
