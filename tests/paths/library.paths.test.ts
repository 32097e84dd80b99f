import { describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import { libraryMachine, type LibraryEvent } from '../../machines/library/library.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = libraryMachine.provide({ actors: fakePromiseActors(['fetchLibraryPage']) });
const page = {
  clips: [aClip({ id: 'a' }), aClip({ id: 'b' })],
  num_total_results: 42,
  current_page: 1,
};

const samples: SampleOptions<LibraryEvent> = {
  events: { 'library.page': [{ type: 'library.page', page: 3 }] },
  outcomes: {
    fetchLibraryPage: {
      page: { output: page },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) => replayPath(machine, pathOf(machine, samples, labels));

describe('library paths', () => {
  describePaths(machine, samples);

  it('shows a page with its total, and loads another page on request', async () => {
    const ready = await replay('done: fetchLibraryPage (page)');
    expect(ready.value).toBe('ready');
    expect(ready.context).toMatchObject({ page: 1, total: 42, error: null });
    expect(ready.context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b']);
    const next = await replay('done: fetchLibraryPage (page)', 'library.page');
    expect(next.value).toBe('loading');
    expect(next.context.page).toBe(3);
  });

  it('keeps the error code of a failed read until a refresh', async () => {
    const failed = await replay('error: fetchLibraryPage (offline)');
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('network');
    expect((await replay('error: fetchLibraryPage (offline)', 'library.refresh')).value).toBe(
      'loading',
    );
  });
});
