import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import type { RadioSong } from '../../src/contracts/radio';
import {
  liveRadioMachine,
  type FetchedSongList,
  type LiveRadioEvent,
} from '../../machines/liveRadio/liveRadio.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const T0 = Date.UTC(2026, 10, 25, 15, 0, 0);
const song = (id: string, startS: number, duration = 30): RadioSong => ({
  song_id: id,
  song_url: `/media/clips/${id}/audio.mp3`,
  start_time: new Date(T0 + startS * 1000).toISOString(),
  duration,
  title: id,
  handle: 'ada',
  image_url: null,
});
const list: FetchedSongList = {
  songs: [song('a', -10), song('b', 20), song('c', 50)],
  clockOffsetMs: 0,
  at: T0,
};

// The audio output is a quiet stand-in; the player is not there to pause.
const machine = liveRadioMachine.provide({
  actors: { ...fakePromiseActors(['fetchSongList']), audio: fromCallback(() => {}) },
  actions: { pausePlayer: () => {} },
});

const samples: SampleOptions<LiveRadioEvent> = {
  events: {
    'liveRadio.start': [{ type: 'liveRadio.start', stationId: 'jazz' }],
    'liveRadio.setVolume': [{ type: 'liveRadio.setVolume', volume: 140 }],
    'liveRadio.tick': [
      // In step; 9 s off (a resync); song c with b long begun (skip ahead, near the list's end);
      // long after the list's end (load again).
      { type: 'liveRadio.tick', now: T0 + 1000, seconds: 11 },
      { type: 'liveRadio.tick', now: T0 + 1000, seconds: 20 },
      { type: 'liveRadio.tick', now: T0 + 70_000, seconds: 20 },
      { type: 'liveRadio.tick', now: T0 + 200_000, seconds: 0 },
    ],
  },
  outcomes: {
    fetchSongList: {
      list: { output: list },
      empty: { output: { songs: [], clockOffsetMs: 0, at: T0 } },
      offline: { error: new TypeError('Failed to fetch') },
    },
  },
};

describe('liveRadio paths', () => {
  describePaths(machine, samples);

  it('skips to the song whose time it is, and fetches more near the end of the list', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'liveRadio.start',
        'done: fetchSongList (list)',
        'liveRadio.tick #3',
      ]),
    );
    expect(snapshot.context.songs.map((entry: RadioSong) => entry.song_id)).toEqual(['c']);
    expect(snapshot.value).toEqual({
      active: { playing: { track: 'following', refresh: 'fetching' } },
    });
  });
});
