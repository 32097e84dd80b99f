import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { playlistMachine, type PlaylistEvent } from '../../machines/playlist/playlist.machine';
import type { PlayerEvent } from '../../machines/player/player.contract';
import {
  selectIsPreparingPlay,
  selectPlaylistStatus,
} from '../../machines/playlist/playlist.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, aPlaylist, codedError, flush } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = playlistMachine.provide({
  actors: fakePromiseActors(['fetchPlaylist', 'fetchRest', 'applyChange']),
});
const a = aClip({ id: 'a', status: 'complete', audio_url: '/media/a.mp3' });
const b = aClip({ id: 'b', status: 'complete', audio_url: '/media/b.mp3' });
const c = aClip({ id: 'c', status: 'complete', audio_url: '/media/c.mp3' });
// Two songs on the first page of a playlist of three.
const firstPage = { ...aPlaylist([a, b]), num_total_results: 3, clipIds: ['a', 'b', 'c'] };

const samples: SampleOptions<PlaylistEvent> = {
  input: { playlistId: 'playlist-1' },
  events: {
    'playlist.change': [{ type: 'playlist.change', change: { kind: 'remove', clipId: 'a' } }],
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

  it('plays all: reads the rest first, then the songs are all there', async () => {
    const preparing = await replay('done: fetchPlaylist (found)', 'playlist.playAll');
    expect(selectIsPreparingPlay(preparing)).toBe(true);
    const read = await replay(
      'done: fetchPlaylist (found)',
      'playlist.playAll',
      'done: fetchRest (rest)',
    );
    expect(selectIsPreparingPlay(read)).toBe(false);
    expect(read.context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b', 'c']);
  });

  it('hands every playable song to the player, with the playlist as the queue context', async () => {
    const sent: PlayerEvent[] = [];
    const draft = aClip({ id: 'd', status: 'queued', audio_url: null });
    const page = playlistMachine.provide({
      actors: {
        fetchPlaylist: fromPromise(async () => firstPage),
        fetchRest: fromPromise(async () => [c, draft]),
      },
    });
    // The root's player host, as the system knows it.
    const host = fromCallback<PlayerEvent>(({ receive }) => receive((event) => sent.push(event)));
    const root = setup({ actors: { host, page } }).createMachine({
      invoke: [
        { src: 'host', systemId: 'playerHost' },
        { id: 'page', src: 'page', input: { playlistId: 'playlist-1' } },
      ],
    });
    const actor = createActor(root).start();
    await flush();
    actor.getSnapshot().children.page!.send({ type: 'playlist.playAll' });
    await flush();
    expect(sent).toEqual([
      {
        type: 'player.playQueue',
        clips: [a, b, c],
        index: 0,
        context: { type: 'playlist', id: 'playlist-1' },
      },
    ]);
    actor.stop();
  });
});
