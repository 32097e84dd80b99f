import { assign, sendParent, sendTo, setup } from 'xstate';
import {
  RADIO_DEFAULT_STATION,
  RADIO_REFETCH_BEFORE_END_MS,
  RADIO_REFETCH_MIN_INTERVAL_MS,
  RADIO_VOLUME_MAX,
} from '../../src/contracts/constants';
import type { RadioSong, RadioStationId } from '../../src/contracts/radio';
import type { TimedSongList } from '../actors/ports';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import {
  drifted,
  endOf,
  mergeSongs,
  nearListEnd,
  secondSongOverdue,
  startOf,
  trimSongs,
} from './liveRadio.schedule';

/** A song list as fetched, with the local time it arrived (ms). */
export interface FetchedSongList extends TimedSongList {
  at: number;
}

/** What the live radio's audio output is told (see RadioAudio in ports.ts). */
export type RadioAudioCommand =
  | { type: 'audio.play'; url: string; startedAtMs: number }
  | { type: 'audio.sync'; startedAtMs: number }
  | { type: 'audio.pause' }
  | { type: 'audio.volume'; volume: number };

/** Why the radio stopped short: the song list did not come, or the audio failed. */
export type LiveRadioError = 'fetchSongList' | 'audio';

export interface LiveRadioContext {
  stationId: RadioStationId;
  /** The song playing first, then the ones after it. */
  songs: RadioSong[];
  /** Server clock minus local clock (ms), from the last song list. */
  clockOffsetMs: number;
  /** 0..RADIO_VOLUME_MAX (spec 001 §9: 0 to 100, starting at 100). */
  volume: number;
  /** The audio's last reported position in the song playing, and the local time of it. */
  position: { seconds: number; at: number } | null;
  error: LiveRadioError | null;
}

export type LiveRadioEvent =
  | { type: 'liveRadio.start'; stationId: RadioStationId }
  | { type: 'liveRadio.pause' }
  | { type: 'liveRadio.resume' }
  | { type: 'liveRadio.toggle' }
  | { type: 'liveRadio.setVolume'; volume: number }
  | { type: 'liveRadio.retry' }
  /** Sent by the player as normal play starts (LIVE_RADIO_STOP). */
  | { type: 'liveRadio.stop' }
  /** The audio output's reports: each second, its position and the local clock. */
  | { type: 'liveRadio.tick'; now: number; seconds: number }
  | { type: 'liveRadio.ended' }
  | { type: 'liveRadio.audioError' };

type Tick = Extract<LiveRadioEvent, { type: 'liveRadio.tick' }>;

const serverNow = (context: LiveRadioContext, localMs: number) => localMs + context.clockOffsetMs;
/** When the song began, on the local clock. */
const localStart = (context: LiveRadioContext, song: RadioSong) =>
  startOf(song) - context.clockOffsetMs;

/**
 * Live radio (spec 001 §4 "Live radio"): a station's scheduled songs, played where the schedule
 * is now, so every listener hears the same moment. Loading, playing, paused; it moves on when a
 * song ends or its time passes, resyncs past 2 s of drift, skips ahead when the second song
 * began over 5 s ago, and refetches about 15 s before the list runs out (at most once a
 * second). Starting it pauses the queue player; the player's LIVE_RADIO_STOP stops it.
 */
export const liveRadioMachine = setup({
  types: {
    context: {} as LiveRadioContext,
    events: {} as LiveRadioEvent,
  },
  actors: {
    fetchSongList: unprovided<FetchedSongList, { stationId: RadioStationId }>('fetchSongList'),
    audio: unprovidedCallback<{ volume: number }>('audio'),
  },
  guards: {
    hasSongs: (_, list: FetchedSongList) =>
      trimSongs(list.songs, list.at + list.clockOffsetMs).length > 0,
    hasNextSong: ({ context }) => context.songs.length > 1,
    listRunOut: ({ context }, tick: Tick) =>
      context.songs.every((song) => endOf(song) <= serverNow(context, tick.now)),
    secondSongOverdue: ({ context }, tick: Tick) =>
      secondSongOverdue(context.songs, serverNow(context, tick.now)),
    drifted: ({ context }, tick: Tick) =>
      context.songs.length > 0 &&
      drifted(context.songs[0]!, serverNow(context, tick.now), tick.seconds),
    nearListEnd: ({ context }, tick: Tick) =>
      nearListEnd(context.songs, serverNow(context, tick.now)),
  },
  actions: {
    setStation: assign((_, stationId: RadioStationId) => ({ stationId, songs: [], error: null })),
    pausePlayer: sendParent({ type: 'player.pause' }),
    takeList: assign((_, list: FetchedSongList) => ({
      songs: trimSongs(list.songs, list.at + list.clockOffsetMs),
      clockOffsetMs: list.clockOffsetMs,
      position: null,
      error: null,
    })),
    mergeList: assign(({ context }, list: FetchedSongList) => ({
      songs: mergeSongs(context.songs, list.songs, list.at + list.clockOffsetMs),
      clockOffsetMs: list.clockOffsetMs,
    })),
    advance: assign(({ context }) => ({ songs: context.songs.slice(1), position: null })),
    skipAhead: assign(({ context }, tick: Tick) => {
      const now = serverNow(context, tick.now);
      const rest = context.songs.filter((song) => endOf(song) > now);
      return { songs: rest.length ? rest : context.songs.slice(-1), position: null };
    }),
    setPosition: assign((_, tick: Tick) => ({ position: { seconds: tick.seconds, at: tick.now } })),
    setError: assign((_, error: LiveRadioError) => ({ error })),
    clearError: assign({ error: null }),
    setVolume: assign((_, volume: number) => ({
      volume: Math.min(RADIO_VOLUME_MAX, Math.max(0, Math.round(volume))),
    })),
    playCurrent: sendTo('audio', ({ context }): RadioAudioCommand => {
      const song = context.songs[0]!;
      return { type: 'audio.play', url: song.song_url, startedAtMs: localStart(context, song) };
    }),
    resync: sendTo('audio', ({ context }): RadioAudioCommand => ({
      type: 'audio.sync',
      startedAtMs: localStart(context, context.songs[0]!),
    })),
    pauseAudio: sendTo('audio', { type: 'audio.pause' } satisfies RadioAudioCommand),
    sendVolume: sendTo('audio', ({ context }): RadioAudioCommand => ({
      type: 'audio.volume',
      volume: context.volume / RADIO_VOLUME_MAX,
    })),
  },
  delays: {
    refetchInterval: RADIO_REFETCH_MIN_INTERVAL_MS,
    emptyRetry: RADIO_REFETCH_BEFORE_END_MS,
  },
}).createMachine({
  id: 'liveRadio',
  description:
    'Live radio: a station’s scheduled songs played where the schedule is now, on every device alike.',
  context: {
    stationId: RADIO_DEFAULT_STATION,
    songs: [],
    clockOffsetMs: 0,
    volume: RADIO_VOLUME_MAX,
    position: null,
    error: null,
  },
  initial: 'idle',
  on: {
    'liveRadio.setVolume': { actions: { type: 'setVolume', params: ({ event }) => event.volume } },
  },
  states: {
    idle: {
      description: 'Off: no audio output is open.',
      on: {
        'liveRadio.start': {
          target: 'active',
          actions: [{ type: 'setStation', params: ({ event }) => event.stationId }, 'pausePlayer'],
        },
      },
    },
    active: {
      description: 'On: the audio output is open (it lives as long as this state).',
      invoke: {
        id: 'audio',
        src: 'audio',
        input: ({ context }) => ({ volume: context.volume / RADIO_VOLUME_MAX }),
      },
      initial: 'loading',
      on: {
        'liveRadio.stop': 'idle',
        'liveRadio.start': {
          target: '.loading',
          actions: [{ type: 'setStation', params: ({ event }) => event.stationId }, 'pausePlayer'],
        },
        'liveRadio.setVolume': {
          actions: [{ type: 'setVolume', params: ({ event }) => event.volume }, 'sendVolume'],
        },
      },
      states: {
        loading: {
          description: 'Fetches the station’s song list; the audio is quiet meanwhile.',
          entry: 'pauseAudio',
          invoke: {
            src: 'fetchSongList',
            input: ({ context }) => ({ stationId: context.stationId }),
            onDone: [
              {
                guard: { type: 'hasSongs', params: ({ event }) => event.output },
                target: 'playing',
                actions: { type: 'takeList', params: ({ event }) => event.output },
              },
              {
                target: 'empty',
                actions: { type: 'takeList', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: 'fetchSongList' },
            },
          },
        },
        playing: {
          description: 'Plays the first song from where the schedule is now, following it.',
          type: 'parallel',
          entry: 'playCurrent',
          on: {
            'liveRadio.pause': 'paused',
            'liveRadio.toggle': 'paused',
            'liveRadio.ended': [
              { guard: 'hasNextSong', actions: ['advance', 'playCurrent'] },
              { target: 'loading' },
            ],
            'liveRadio.audioError': {
              target: 'paused',
              actions: { type: 'setError', params: 'audio' },
            },
          },
          states: {
            track: {
              description: 'Each second: moves on, skips ahead or resyncs as the schedule says.',
              initial: 'following',
              states: {
                following: {
                  description: 'The audio follows the schedule.',
                  on: {
                    'liveRadio.tick': [
                      {
                        guard: { type: 'listRunOut', params: ({ event }) => event },
                        target: '#liveRadio.active.loading',
                      },
                      {
                        guard: { type: 'secondSongOverdue', params: ({ event }) => event },
                        actions: [
                          { type: 'skipAhead', params: ({ event }) => event },
                          'playCurrent',
                        ],
                      },
                      {
                        guard: { type: 'drifted', params: ({ event }) => event },
                        actions: ['resync', { type: 'setPosition', params: ({ event }) => event }],
                      },
                      { actions: { type: 'setPosition', params: ({ event }) => event } },
                    ],
                  },
                },
              },
            },
            refresh: {
              description: 'Fetches more songs as the list nears its end, at most once a second.',
              initial: 'waiting',
              states: {
                waiting: {
                  description: 'The list reaches far enough ahead.',
                  on: {
                    'liveRadio.tick': {
                      guard: { type: 'nearListEnd', params: ({ event }) => event },
                      target: 'fetching',
                    },
                  },
                },
                fetching: {
                  description: 'Fetches the list again; its later songs join the held ones.',
                  invoke: {
                    src: 'fetchSongList',
                    input: ({ context }) => ({ stationId: context.stationId }),
                    onDone: {
                      target: 'cooling',
                      actions: { type: 'mergeList', params: ({ event }) => event.output },
                    },
                    onError: 'cooling',
                  },
                },
                cooling: {
                  description: 'Waits a second before another fetch may start.',
                  after: { refetchInterval: 'waiting' },
                },
              },
            },
          },
        },
        paused: {
          description: 'Quiet; resuming plays from where the schedule is then.',
          entry: 'pauseAudio',
          on: {
            'liveRadio.resume': { target: 'playing', actions: 'clearError' },
            'liveRadio.toggle': { target: 'playing', actions: 'clearError' },
          },
        },
        empty: {
          description: 'The station has no songs: looks again after a while.',
          after: { emptyRetry: 'loading' },
          on: { 'liveRadio.retry': 'loading' },
        },
        failed: {
          description: 'The song list did not come ("Failed to fetch song list").',
          on: { 'liveRadio.retry': 'loading' },
        },
      },
    },
  },
});
