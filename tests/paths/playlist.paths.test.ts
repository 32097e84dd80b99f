import { describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import { playlistMachine, type PlaylistEvent } from '../../machines/playlist/playlist.machine';
import {
  selectPlaylistStatus,
  selectPlayingClip,
} from '../../machines/playlist/playlist.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, aPlaylist, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = playlistMachine.provide({
  actors: fakePromiseActors(['fetchPlaylist', 'fetchRest', 'applyChange', 'countPlay']),
});
const a = aClip({ id: 'a', status: 'complete' });
const b = aClip({ id: 'b', status: 'complete' });
const c = aClip({ id: 'c', status: 'complete' });
// Two songs on the first page of a playlist of three.
const firstPage = { ...aPlaylist([a, b]), num_total_results: 3, clipIds: ['a', 'b', 'c'] };

const samples: SampleOptions<PlaylistEvent> = {
  input: { playlistId: 'playlist-1' },
  events: {
    'playlist.change': [{ type: 'playlist.change', change: { kind: 'remove', clipId: 'a' } }],
    'playlist.playAt': [{ type: 'playlist.playAt', index: 1 }],
  },
  outcomes: {
    fetchPlaylist: {
      found: { output: firstPage },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
    fetchRest: { rest: { output: [c] }, offline: { error: codedError('network') } },
    applyChange: {
      saved: { output: { ...firstPage, clipIds: ['b', 'c'] } },
      refused: { error: codedError('notFound') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('playlist paths', () => {
  describePaths(machine, samples);

  it('shows the first page, tells a missing playlist from a failed read', async () => {
    const found = await replay('done: fetchPlaylist (found)');
    expect(selectPlaylistStatus(found)).toBe('ready');
    expect(found.context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b']);
    expect(selectPlaylistStatus(await replay('error: fetchPlaylist (missing)'))).toBe('notFound');
    const failed = await replay('error: fetchPlaylist (offline)');
    expect(selectPlaylistStatus(failed)).toBe('failed');
    expect(
      selectPlaylistStatus(await replay('error: fetchPlaylist (offline)', 'playlist.retry')),
    ).toBe('loading');
  });

  it('shows a change at once and puts it back when the server refuses it', async () => {
    const saving = await replay('done: fetchPlaylist (found)', 'playlist.change');
    expect(saving.context.clips.map((clip: Clip) => clip.id)).toEqual(['b']);
    expect(saving.context.playlist?.clipIds).toEqual(['b', 'c']);
    const refused = await replay(
      'done: fetchPlaylist (found)',
      'playlist.change',
      'error: applyChange (refused)',
    );
    expect(refused.context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b']);
    expect(refused.context.error).toBe('notFound');
  });

  it('plays all: reads the rest first, then each song in order, stopping after the last', async () => {
    const first = await replay(
      'done: fetchPlaylist (found)',
      'playlist.playAll',
      'done: fetchRest (rest)',
    );
    expect(first.context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b', 'c']);
    expect(selectPlayingClip(first)?.id).toBe('a');
    const second = await replay(
      'done: fetchPlaylist (found)',
      'playlist.playAll',
      'done: fetchRest (rest)',
      'playlist.trackEnded',
    );
    expect(selectPlayingClip(second)?.id).toBe('b');
    const done = await replay(
      'done: fetchPlaylist (found)',
      'playlist.playAll',
      'done: fetchRest (rest)',
      'playlist.trackEnded',
      'playlist.trackEnded',
      'playlist.trackEnded',
    );
    expect(selectPlayingClip(done)).toBeNull();
  });
});
