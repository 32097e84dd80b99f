import { assign, enqueueActions, sendTo, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import {
  PLAYER_DEFAULT_VOLUME,
  PLAYER_RESTART_THRESHOLD_S,
  PLAYER_UNMUTE_VOLUME,
} from '../../src/contracts/constants';
import { unprovidedCallback } from '../actors/unprovided';
import {
  LIVE_RADIO_STOP,
  type PlayerEvent,
  type QueueContext,
  type RepeatState,
} from './player.contract';
import type { OutputCommand } from './player.output';
import {
  addRecentlyPlayed,
  moveIn,
  removeAt,
  replaceClip,
  shuffleQueue,
  unshuffleQueue,
} from './queue';
import { clampVolume } from './volume';

export interface PlayerContext {
  /** The queue in play order (shuffled when `order` is kept). */
  queue: Clip[];
  /** The current song's place in `queue`; -1 when the queue is empty. */
  index: number;
  context: QueueContext | null;
  /** The order before shuffling, put back when shuffle is turned off; null when not shuffled. */
  order: Clip[] | null;
  /** Seconds into the current song. */
  currentTime: number;
  /** The file's own length (a clip without a duration in its metadata); NaN until known. */
  mediaDuration: number;
  repeat: RepeatState;
  /** 0..1, the slider's position. */
  volume: number;
  muted: boolean;
  /** Ids of songs that started playing, newest first (spec 001 §4: at most 50). */
  recentlyPlayed: string[];
  /** The enable-m4a-audio gate (spec 001 §9), which picks m4a files for recent clips. */
  m4aGate: boolean;
}

/** The player's own events beside the contract's: its output's reports and clips' updates. */
export type PlayerInternalEvent =
  | { type: 'audio.playing' }
  | { type: 'audio.paused' }
  | { type: 'audio.time'; seconds: number; duration: number }
  | { type: 'audio.ended' }
  | { type: 'audio.error' }
  /** A newer read of a clip (a stream that completed): the queue shows it, the player swaps files. */
  | { type: 'player.clipUpdated'; clip: Clip };

export type PlayerMachineEvent = PlayerEvent | PlayerInternalEvent;

const current = (context: PlayerContext) => context.queue[context.index];

/**
 * The queue player (spec 001 §4 "Player"): plays the queue's current song through its one audio
 * output (the `audioOutput` actor, the only holder of the audio element), steps forward at a
 * song's end (or restarts it on repeat), restarts a song stepped back on after 3 s, shuffles
 * keeping the current song first, stops or advances at a preview's end, pauses and reports on an
 * audio error, and stops live radio when normal play starts.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerMachineEvent,
    input: {} as { m4aGate?: boolean } | undefined,
  },
  actors: {
    audioOutput: unprovidedCallback<{ m4aGate: boolean }, OutputCommand>('audioOutput'),
  },
  guards: {
    hasCurrent: ({ context }) => current(context) !== undefined,
    hasNext: ({ context }) => context.index < context.queue.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isRepeat: ({ context }) => context.repeat === 'repeat',
    isPastRestart: ({ context }) => context.currentTime > PLAYER_RESTART_THRESHOLD_S,
    isValidIndex: (_, params: { clips: Clip[]; index: number }) =>
      params.index >= 0 && params.index < params.clips.length,
    isPreviewOver: ({ context }, seconds: number) => {
      const limit = current(context)?.preview_seconds;
      return limit != null && seconds >= limit;
    },
    removesLast: ({ context }, at: number) => context.queue.length === 1 && at === 0,
    removesCurrent: ({ context }, at: number) => at === context.index,
    isCurrentUpdate: ({ context }, clip: Clip) => {
      const playing = current(context);
      return (
        playing?.id === clip.id && playing.audio_url !== null && playing.status !== clip.status
      );
    },
  },
  actions: {
    setQueue: assign(
      ({ context }, params: { clips: Clip[]; index: number; context: QueueContext | null }) => {
        const position = { queue: params.clips, index: params.index };
        const shuffled = context.order ? shuffleQueue(position, Math.random) : position;
        return {
          ...shuffled,
          order: context.order ? params.clips : null,
          context: params.context,
          currentTime: 0,
          mediaDuration: Number.NaN,
        };
      },
    ),
    restore: assign(({ event }) => {
      if (event.type !== 'player.restore') return {};
      return {
        queue: event.clips,
        index: event.index,
        context: event.context,
        order: null,
        currentTime: event.seconds,
        mediaDuration: Number.NaN,
        repeat: event.repeat,
        volume: clampVolume(event.volume),
      };
    }),
    step: assign(({ context }, by: number) => ({
      index: context.index + by,
      currentTime: 0,
      mediaDuration: Number.NaN,
    })),
    rewind: assign({ currentTime: 0 }),
    setTime: assign((_, params: { seconds: number; duration?: number }) =>
      params.duration === undefined
        ? { currentTime: params.seconds }
        : { currentTime: params.seconds, mediaDuration: params.duration },
    ),
    enqueue: assign(({ context }, clips: Clip[]) => ({
      queue: [...context.queue, ...clips],
      order: context.order ? [...context.order, ...clips] : null,
      index: context.index === -1 && clips.length ? 0 : context.index,
    })),
    remove: assign(({ context }, at: number) => {
      const removed = context.queue[at];
      return {
        ...removeAt(context, at),
        order: context.order?.filter((clip) => clip !== removed) ?? null,
      };
    }),
    move: assign(({ context }, params: { from: number; to: number }) =>
      moveIn(context, params.from, params.to),
    ),
    clear: assign({ queue: [], index: -1, order: null, currentTime: 0, context: null }),
    toggleRepeat: assign({
      repeat: ({ context }) => (context.repeat === 'repeat' ? 'no-repeat' : 'repeat'),
    }),
    toggleShuffle: assign(({ context }) =>
      context.order
        ? { ...unshuffleQueue(current(context), context.order), order: null }
        : { ...shuffleQueue(context, Math.random), order: context.queue },
    ),
    setVolume: assign((_, volume: number) => ({ volume: clampVolume(volume), muted: false })),
    toggleMute: assign(({ context }) =>
      context.muted || context.volume === 0
        ? { muted: false, volume: context.volume === 0 ? PLAYER_UNMUTE_VOLUME : context.volume }
        : { muted: true },
    ),
    updateClip: assign(({ context }, clip: Clip) => ({
      queue: replaceClip(context.queue, clip),
      order: context.order ? replaceClip(context.order, clip) : null,
    })),
    rememberPlayed: assign({
      recentlyPlayed: ({ context }) =>
        addRecentlyPlayed(context.recentlyPlayed, current(context)!.id),
    }),
    // What the output is told: each a command to the `audioOutput` actor.
    load: sendTo('audioOutput', ({ context }, play: boolean): OutputCommand => ({
      type: 'output.load',
      clip: current(context)!,
      seconds: context.currentTime,
      play,
    })),
    swap: sendTo('audioOutput', ({ context }, clip: Clip): OutputCommand => ({
      type: 'output.swap',
      clip,
      seconds: context.currentTime,
    })),
    outputPlay: sendTo('audioOutput', { type: 'output.play' } satisfies OutputCommand),
    outputPause: sendTo('audioOutput', { type: 'output.pause' } satisfies OutputCommand),
    outputStop: sendTo('audioOutput', { type: 'output.stop' } satisfies OutputCommand),
    outputSeek: sendTo('audioOutput', (_, seconds: number): OutputCommand => ({
      type: 'output.seek',
      seconds,
    })),
    outputVolume: sendTo('audioOutput', ({ context }): OutputCommand => ({
      type: 'output.volume',
      volume: context.muted ? 0 : context.volume,
    })),
    // Spec 001 §4: normal play turns live radio off (when the radio runs at all).
    stopLiveRadio: enqueueActions(({ enqueue, system }) => {
      const radio = system.get('liveRadio') as AnyActorRef | undefined;
      if (radio) enqueue.sendTo(radio, LIVE_RADIO_STOP);
    }),
    reportError: enqueueActions(({ enqueue, system }) => {
      const toasts = system.get('toasts') as AnyActorRef | undefined;
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'audioFailed' });
    }),
  },
}).createMachine({
  id: 'player',
  description:
    'The queue player: one audio output, the queue and its context, repeat, shuffle, volume.',
  context: ({ input }) => ({
    m4aGate: input?.m4aGate ?? false,
    queue: [],
    index: -1,
    context: null,
    order: null,
    currentTime: 0,
    mediaDuration: Number.NaN,
    repeat: 'no-repeat',
    volume: PLAYER_DEFAULT_VOLUME,
    muted: false,
    recentlyPlayed: [],
  }),
  invoke: {
    id: 'audioOutput',
    src: 'audioOutput',
    input: ({ context }) => ({ m4aGate: context.m4aGate }),
  },
  on: {
    'player.playQueue': {
      guard: { type: 'isValidIndex', params: ({ event }) => event },
      target: '.loading',
      actions: [
        { type: 'setQueue', params: ({ event }) => event },
        { type: 'load', params: true },
      ],
    },
    'player.restore': {
      guard: { type: 'isValidIndex', params: ({ event }) => event },
      target: '.paused',
      actions: ['restore', 'outputVolume', { type: 'load', params: false }],
    },
    'player.seek': {
      guard: 'hasCurrent',
      actions: [
        { type: 'setTime', params: ({ event }) => event },
        { type: 'outputSeek', params: ({ event }) => event.seconds },
      ],
    },
    'player.next': {
      guard: 'hasNext',
      target: '.loading',
      actions: [
        { type: 'step', params: 1 },
        { type: 'load', params: true },
      ],
    },
    'player.previous': [
      {
        guard: 'isPastRestart',
        actions: ['rewind', { type: 'outputSeek', params: 0 }],
      },
      {
        guard: 'hasPrevious',
        target: '.loading',
        actions: [
          { type: 'step', params: -1 },
          { type: 'load', params: true },
        ],
      },
      { guard: 'hasCurrent', actions: ['rewind', { type: 'outputSeek', params: 0 }] },
    ],
    'player.setVolume': {
      actions: [{ type: 'setVolume', params: ({ event }) => event.volume }, 'outputVolume'],
    },
    'player.toggleMute': { actions: ['toggleMute', 'outputVolume'] },
    'player.toggleRepeat': { actions: 'toggleRepeat' },
    'player.toggleShuffle': { actions: 'toggleShuffle' },
    'player.enqueue': { actions: { type: 'enqueue', params: ({ event }) => event.clips } },
    'player.moveInQueue': { actions: { type: 'move', params: ({ event }) => event } },
    'player.removeFromQueue': [
      {
        guard: { type: 'removesLast', params: ({ event }) => event.index },
        target: '.idle',
        actions: ['outputStop', 'clear'],
      },
      {
        guard: { type: 'removesCurrent', params: ({ event }) => event.index },
        target: '.loading',
        actions: [
          { type: 'remove', params: ({ event }) => event.index },
          { type: 'rewind' },
          { type: 'load', params: true },
        ],
      },
      { actions: { type: 'remove', params: ({ event }) => event.index } },
    ],
    'player.clearQueue': { target: '.idle', actions: ['outputStop', 'clear'] },
    'player.clipUpdated': [
      {
        guard: { type: 'isCurrentUpdate', params: ({ event }) => event.clip },
        actions: [
          { type: 'updateClip', params: ({ event }) => event.clip },
          { type: 'swap', params: ({ event }) => event.clip },
        ],
      },
      { actions: { type: 'updateClip', params: ({ event }) => event.clip } },
    ],
    'audio.time': {
      actions: { type: 'setTime', params: ({ event }) => event },
    },
    'audio.error': {
      guard: 'hasCurrent',
      target: '.paused',
      actions: 'reportError',
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing to play: the queue is empty.',
      on: {
        'player.enqueue': {
          target: 'paused',
          actions: [
            { type: 'enqueue', params: ({ event }) => event.clips },
            { type: 'load', params: false },
          ],
        },
      },
    },
    loading: {
      description:
        'Asked the output to play the current song; waits for it to start (normal play: live radio stops).',
      entry: 'stopLiveRadio',
      on: {
        'audio.playing': { target: 'playing', actions: 'rememberPlayed' },
        'player.pause': { target: 'paused', actions: 'outputPause' },
        'player.toggle': { target: 'paused', actions: 'outputPause' },
      },
    },
    playing: {
      description: 'The current song is audible; at its end (or a preview’s) the queue moves on.',
      on: {
        'player.pause': { target: 'paused', actions: 'outputPause' },
        'player.toggle': { target: 'paused', actions: 'outputPause' },
        'audio.paused': 'paused',
        'audio.ended': [
          {
            guard: 'isRepeat',
            actions: ['rewind', { type: 'outputSeek', params: 0 }, 'outputPlay'],
          },
          {
            guard: 'hasNext',
            target: 'loading',
            actions: [
              { type: 'step', params: 1 },
              { type: 'load', params: true },
            ],
          },
          { target: 'ended' },
        ],
        'audio.time': [
          {
            guard: { type: 'isPreviewOver', params: ({ event }) => event.seconds },
            target: 'previewEnded',
            actions: ['outputPause', { type: 'setTime', params: ({ event }) => event }],
          },
          { actions: { type: 'setTime', params: ({ event }) => event } },
        ],
      },
    },
    previewEnded: {
      description:
        'A preview reached its `preview_seconds`: repeat restarts it, else the queue moves on or stops.',
      always: [
        {
          guard: 'isRepeat',
          target: 'loading',
          actions: ['rewind', { type: 'load', params: true }],
        },
        {
          guard: 'hasNext',
          target: 'loading',
          actions: [
            { type: 'step', params: 1 },
            { type: 'load', params: true },
          ],
        },
        { target: 'ended' },
      ],
    },
    paused: {
      description: 'A song is loaded and stopped where it was.',
      on: {
        'player.play': { target: 'loading', actions: 'outputPlay' },
        'player.toggle': { target: 'loading', actions: 'outputPlay' },
        'audio.playing': { target: 'playing', actions: 'rememberPlayed' },
      },
    },
    ended: {
      description: 'The last song of the queue played to its end; play starts it again.',
      on: {
        'player.play': {
          target: 'loading',
          actions: ['rewind', { type: 'outputSeek', params: 0 }, 'outputPlay'],
        },
        'player.toggle': {
          target: 'loading',
          actions: ['rewind', { type: 'outputSeek', params: 0 }, 'outputPlay'],
        },
      },
    },
  },
});
