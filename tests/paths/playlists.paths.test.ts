import { describe, expect, it } from 'vitest';
import {
  addToPlaylistMachine,
  type AddToPlaylistEvent,
} from '../../machines/playlist/addToPlaylist.machine';
import { playlistsMachine, type PlaylistsEvent } from '../../machines/playlist/playlists.machine';
import { selectAddStatus } from '../../machines/playlist/playlists.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aPlaylist, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const page = { playlists: [aPlaylist()], num_total_results: 1, current_page: 1 };

const list = playlistsMachine.provide({ actors: fakePromiseActors(['fetchPlaylists']) });
const listSamples: SampleOptions<PlaylistsEvent> = {
  events: {
    'playlists.tab': [{ type: 'playlists.tab', tab: 'liked' }],
    'playlists.page': [{ type: 'playlists.page', page: 2 }],
  },
  outcomes: {
    fetchPlaylists: { page: { output: page }, offline: { error: codedError('network') } },
  },
};

const modal = addToPlaylistMachine.provide({
  actors: fakePromiseActors(['fetchMine', 'addClips']),
});
const modalSamples: SampleOptions<AddToPlaylistEvent> = {
  events: {
    'addToPlaylist.open': [{ type: 'addToPlaylist.open', clipIds: ['a', 'b'] }],
    'addToPlaylist.choose': [{ type: 'addToPlaylist.choose', playlistId: 'playlist-1' }],
    'addToPlaylist.create': [{ type: 'addToPlaylist.create', name: 'New' }],
  },
  outcomes: {
    fetchMine: { page: { output: page }, offline: { error: codedError('network') } },
    addClips: { added: { output: aPlaylist() }, refused: { error: codedError('notFound') } },
  },
};

describe('playlists paths', () => {
  describePaths(list, listSamples);

  it('switches to liked playlists from the first page', async () => {
    const liked = await replayPath(
      list,
      pathOf(list, listSamples, ['done: fetchPlaylists (page)', 'playlists.tab']),
    );
    expect(liked.value).toBe('loading');
    expect(liked.context).toMatchObject({ tab: 'liked', page: 1, result: null });
  });
});

describe('addToPlaylist paths', () => {
  describePaths(modal, modalSamples);

  const replay = (...labels: string[]) =>
    replayPath(modal, pathOf(modal, modalSamples, labels), modalSamples);

  it('adds the songs to a chosen playlist and closes; keeps the modal open on failure', async () => {
    const added = await replay(
      'addToPlaylist.open',
      'done: fetchMine (page)',
      'addToPlaylist.choose',
      'done: addClips (added)',
    );
    expect(selectAddStatus(added)).toBe('closed');
    expect(added.context.clipIds).toEqual([]);
    const refused = await replay(
      'addToPlaylist.open',
      'done: fetchMine (page)',
      'addToPlaylist.create',
      'error: addClips (refused)',
    );
    expect(selectAddStatus(refused)).toBe('choosing');
    expect(refused.context.error).toBe('notFound');
  });
});
