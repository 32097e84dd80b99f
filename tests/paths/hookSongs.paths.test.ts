import { describe, expect, it } from 'vitest';
import { hookSongsMachine, type HookSongsEvent } from '../../machines/hooks/hookSongs.machine';
import {
  selectHookSongs,
  selectHookSongsError,
  selectHookSongsState,
} from '../../machines/hooks/hookSongs.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = hookSongsMachine.provide({ actors: fakePromiseActors(['findHookSongs']) });

const song = {
  id: 'clip-a',
  title: 'City',
  durationS: 16,
  imageUrl: null,
  audioUrl: '/media/clips/clip-a/song.mp3',
};
const samples: SampleOptions<HookSongsEvent> = {
  events: { 'hookSongs.search': [{ type: 'hookSongs.search', term: 'city' }] },
  outcomes: {
    findHookSongs: {
      found: { output: [song] },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('hookSongs paths', () => {
  describePaths(machine, samples);

  it('reads the songs when the modal opens, and again once a search settles', async () => {
    const opened = await replay('hookSongs.open', 'done: findHookSongs (found)');
    expect(selectHookSongsState(opened)).toBe('ready');
    expect(selectHookSongs(opened)).toEqual([song]);
    const searched = await replay(
      'hookSongs.open',
      'done: findHookSongs (found)',
      'hookSongs.search',
      'after searchDebounce',
    );
    expect(searched.matches('loading')).toBe(true);
    expect(searched.context.term).toBe('city');
  });

  it('keeps the failure to try again', async () => {
    const failed = await replay('hookSongs.open', 'error: findHookSongs (offline)');
    expect(selectHookSongsState(failed)).toBe('failed');
    expect(selectHookSongsError(failed)).toBe('network');
  });
});
