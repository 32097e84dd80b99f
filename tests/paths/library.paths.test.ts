import { describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import { libraryMachine, type LibraryEvent } from '../../machines/library/library.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = libraryMachine.provide({
  actors: fakePromiseActors(['fetchLibraryPage', 'setTrashed', 'deleteClips']),
});
const page = {
  clips: [aClip({ id: 'a' }), aClip({ id: 'b' }), aClip({ id: 'c' })],
  num_total_results: 42,
  current_page: 1,
};

const samples: SampleOptions<LibraryEvent> = {
  events: {
    'library.page': [{ type: 'library.page', page: 3 }],
    'library.view': [{ type: 'library.view', view: 'trash' }],
    'library.filter': [{ type: 'library.filter', filter: 'liked', value: true }],
    'library.hide': [{ type: 'library.hide', name: 'hideDisliked', on: false }],
    'library.search': [{ type: 'library.search', query: 'rain' }],
    'library.select': [{ type: 'library.select', id: 'b', on: true }],
    'library.selectAll': [{ type: 'library.selectAll', on: true }],
    'library.trash': [{ type: 'library.trash', ids: ['b'] }],
    'library.restore': [{ type: 'library.restore', ids: ['b'] }],
    'library.deleteAsk': [{ type: 'library.deleteAsk', ids: ['b'] }],
  },
  outcomes: {
    fetchLibraryPage: {
      page: { output: page },
      offline: { error: codedError('network') },
    },
    setTrashed: { ok: { output: undefined }, offline: { error: codedError('network') } },
    deleteClips: {
      ok: { output: undefined },
      persona: { error: codedError('clipHasPersona') },
    },
  },
};

/**
 * The walk of every shortest path sends the changes only: the list's view, filters, query, page
 * and selection multiply the contexts past any walk, so they are tried by the cases below.
 */
const walked: SampleOptions<LibraryEvent> = {
  ...samples,
  events: {
    ...samples.events,
    'library.page': [],
    'library.view': [],
    'library.filter': [],
    'library.hide': [],
    'library.search': [],
    'library.resetFilters': [],
    'library.select': [],
    'library.selectAll': [],
  },
};

const replay = (...labels: string[]) => replayPath(machine, pathOf(machine, samples, labels));
const ids = (clips: Clip[]) => clips.map((clip) => clip.id);

describe('library paths', () => {
  describePaths(machine, walked);

  it('shows a page with its total, and loads another page on request', async () => {
    const ready = await replay('done: fetchLibraryPage (page)');
    expect(ready.value).toEqual({ list: 'ready', change: 'idle' });
    expect(ready.context).toMatchObject({ page: 1, total: 42, error: null });
    expect(ids(ready.context.clips)).toEqual(['a', 'b', 'c']);
    const next = await replay('done: fetchLibraryPage (page)', 'library.page');
    expect(next.value).toMatchObject({ list: 'loading' });
    expect(next.context.page).toBe(3);
  });

  it('keeps the error code of a failed read until a refresh', async () => {
    const failed = await replay('error: fetchLibraryPage (offline)');
    expect(failed.value).toMatchObject({ list: 'failed' });
    expect(failed.context.error).toBe('network');
    const again = await replay('error: fetchLibraryPage (offline)', 'library.refresh');
    expect(again.value).toMatchObject({ list: 'loading' });
  });

  it('takes a trashed clip out at once and undo puts it back where it stood', async () => {
    const trashing = await replay('done: fetchLibraryPage (page)', 'library.trash');
    expect(ids(trashing.context.clips)).toEqual(['a', 'c']);
    expect(trashing.context.total).toBe(41);
    const trashed = await replay(
      'done: fetchLibraryPage (page)',
      'library.trash',
      'done: setTrashed (ok)',
    );
    expect(trashed.context.notice).toEqual({ kind: 'trashed', count: 1 });
    const undone = await replay(
      'done: fetchLibraryPage (page)',
      'library.trash',
      'done: setTrashed (ok)',
      'library.undo',
      'done: setTrashed (ok)',
    );
    expect(ids(undone.context.clips)).toEqual(['a', 'b', 'c']);
    expect(undone.context.notice).toEqual({ kind: 'restored', count: 1 });
  });

  it('puts a clip back when the trash call fails', async () => {
    const failed = await replay(
      'done: fetchLibraryPage (page)',
      'library.trash',
      'error: setTrashed (offline)',
    );
    expect(ids(failed.context.clips)).toEqual(['a', 'b', 'c']);
    expect(failed.context.changeError).toBe('clipTrashFailed');
  });

  it('deletes after the modal, and says why when a persona holds the clip', async () => {
    const asked = await replay('done: fetchLibraryPage (page)', 'library.deleteAsk');
    expect(asked.value).toMatchObject({ change: 'confirmingDelete' });
    const refused = await replay(
      'done: fetchLibraryPage (page)',
      'library.deleteAsk',
      'library.deleteConfirm',
      'error: deleteClips (persona)',
    );
    expect(ids(refused.context.clips)).toEqual(['a', 'b', 'c']);
    expect(refused.context.changeError).toBe('clipHasPersona');
  });
});
