import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  waitFor,
  type EventObject,
} from 'xstate';
import type { RadioSong } from '../../src/contracts/radio';
import { liveRadioMachine, type FetchedSongList } from './liveRadio.machine';
import {
  selectCurrentSong,
  selectPositionAt,
  selectStatus,
  selectUpNext,
} from './liveRadio.selectors';
import { mergeSongs, trimSongs } from './liveRadio.schedule';

const T0 = Date.UTC(2026, 10, 25, 15, 0, 0);
const song = (id: string, startS: number, duration = 30): RadioSong => ({
  song_id: id,
  song_url: `/media/${id}.mp3`,
  start_time: new Date(T0 + startS * 1000).toISOString(),
  duration,
  title: id,
  handle: 'ada',
  image_url: null,
});
const ids = (songs: RadioSong[]) => songs.map((entry) => entry.song_id);

/** The radio as the root's child: the parent records what it is sent, the audio what it is told. */
function start(fetched: () => Promise<FetchedSongList>) {
  const toParent: EventObject[] = [];
  const toAudio: EventObject[] = [];
  const closed = vi.fn();
  const radio = liveRadioMachine.provide({
    actors: {
      fetchSongList: fromPromise(fetched),
      audio: fromCallback(({ receive }) => {
        receive((event) => toAudio.push(event));
        return closed;
      }),
    },
  });
  const parent = createMachine({
    invoke: { id: 'liveRadio', src: radio },
    on: { '*': { actions: ({ event }) => toParent.push(event) } },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.liveRadio!;
  return { actor, toParent, toAudio, closed };
}

describe('live radio schedule helpers', () => {
  it('trims songs over or ending within 2 s, and a start within 2 s of the one before', () => {
    const songs = [
      song('gone', -40),
      song('ending', -29),
      song('now', 1),
      song('dup', 2),
      song('next', 31),
    ];
    expect(ids(trimSongs(songs, T0))).toEqual(['now', 'next']);
  });

  it('keeps the held songs and adds only later ones from a fresh list', () => {
    const held = [song('a', -10), song('b', 20)];
    expect(ids(mergeSongs(held, [song('x', -10), song('b', 20), song('c', 50)], T0))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('live radio', () => {
  const list: FetchedSongList = {
    songs: [song('a', -10), song('b', 20)],
    clockOffsetMs: 500,
    at: T0 - 500,
  };

  it('pauses the player, then plays the current song from its start on the local clock', async () => {
    const { actor, toParent, toAudio } = start(async () => list);
    actor.send({ type: 'liveRadio.start', stationId: 'jazz' });
    expect(toParent).toContainEqual({ type: 'player.pause' });
    const playing = await waitFor(actor, (s) => selectStatus(s) === 'playing');
    expect(selectCurrentSong(playing)?.song_id).toBe('a');
    expect(ids(selectUpNext(playing))).toEqual(['b']);
    expect(toAudio).toContainEqual({
      type: 'audio.play',
      url: '/media/a.mp3',
      startedAtMs: T0 - 10_000 - 500,
    });
  });

  it('resyncs past 2 s of drift, moves on when a song ends, and reports its position', async () => {
    const { actor, toAudio } = start(async () => list);
    actor.send({ type: 'liveRadio.start', stationId: 'jazz' });
    await waitFor(actor, (s) => selectStatus(s) === 'playing');
    actor.send({ type: 'liveRadio.tick', now: T0 - 500, seconds: 11.5 });
    expect(toAudio.filter((event) => event.type === 'audio.sync')).toEqual([]);
    expect(selectPositionAt(actor.getSnapshot(), T0)).toBeCloseTo(12);
    actor.send({ type: 'liveRadio.tick', now: T0 - 500, seconds: 6 });
    expect(toAudio.at(-1)).toEqual({ type: 'audio.sync', startedAtMs: T0 - 10_500 });
    actor.send({ type: 'liveRadio.ended' });
    expect(selectCurrentSong(actor.getSnapshot())?.song_id).toBe('b');
    expect(toAudio.at(-1)).toMatchObject({ type: 'audio.play', url: '/media/b.mp3' });
  });

  it('keeps its volume within 0..100 and tells the audio as a fraction', async () => {
    const { actor, toAudio } = start(async () => list);
    actor.send({ type: 'liveRadio.setVolume', volume: 140 });
    expect(actor.getSnapshot().context.volume).toBe(100);
    actor.send({ type: 'liveRadio.start', stationId: 'jazz' });
    actor.send({ type: 'liveRadio.setVolume', volume: 25 });
    expect(toAudio).toContainEqual({ type: 'audio.volume', volume: 0.25 });
  });

  it('fails with the song list error, and stops (closing the audio) on liveRadio.stop', async () => {
    const { actor, closed } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'liveRadio.start', stationId: 'jazz' });
    const failed = await waitFor(actor, (s) => selectStatus(s) === 'failed');
    expect(failed.context.error).toBe('fetchSongList');
    actor.send({ type: 'liveRadio.stop' });
    expect(selectStatus(actor.getSnapshot())).toBe('idle');
    expect(closed).toHaveBeenCalledOnce();
  });
});
