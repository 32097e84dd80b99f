import { describe, expect, it } from 'vitest';
import { tagSongsMachine } from '../../machines/search/tagSongs.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = tagSongsMachine.provide({ actors: fakePromiseActors(['fetchTagSongs']) });
const first = [aClip({ id: 'rock-1' }), aClip({ id: 'rock-2' })];
const second = [aClip({ id: 'rock-3' })];
const samples: SampleOptions = {
  input: { searchType: 'tag_song', term: 'indie rock' },
  events: { 'tagSongs.more': [{ type: 'tagSongs.more' }] },
  outcomes: {
    fetchTagSongs: {
      page: { output: { clips: first, total: 3 } },
      rest: { output: { clips: second, total: 3 } },
      none: { output: { clips: [], total: 0 } },
      offline: { error: codedError('network') },
    },
  },
};

describe('tagSongs paths', () => {
  describePaths(machine, samples);

  it('appends the next page to the songs shown until all are read', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchTagSongs (page)',
        'tagSongs.more',
        'done: fetchTagSongs (rest)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.clips.map((clip: { id: string }) => clip.id)).toEqual([
      'rock-1',
      'rock-2',
      'rock-3',
    ]);
  });

  it('keeps the songs shown when the next page fails, with the error to show', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchTagSongs (page)',
        'tagSongs.more',
        'error: fetchTagSongs (offline)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.clips).toEqual(first);
    expect(snapshot.context.error).toBe('network');
  });

  it('reads again after a failed first read', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchTagSongs (offline)',
        'tagSongs.retry',
        'done: fetchTagSongs (none)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({ clips: [], total: 0, error: null });
  });
});
