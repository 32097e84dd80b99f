import { assign, sendParent, setup } from 'xstate';
import {
  PLAYBAR_RETRY_MS,
  PLAYBAR_SAVE_DELAY_MS,
  PLAYBAR_TIME_DEBOUNCE_MS,
} from '../../src/contracts/constants';
import type { PlaybarState, PlaybarStateResponse } from '../../src/contracts/music-player';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import type { PlayerView, PlayerViewChanged } from './player.view';

/** This browser, as the saved state names it (spec 001 §3 device_id, device_type). */
export interface PlaybarDevice {
  id: string;
  type: PlaybarState['device_type'];
}

export type SavedPlaybar = PlaybarStateResponse;

export interface PlaybarSyncInput {
  /** Milliseconds since the epoch: Date.now in the app, the simulated clock's in tests. */
  now: () => number;
}

export interface PlaybarSyncContext extends PlaybarSyncInput {
  device: PlaybarDevice | null;
  view: PlayerView | null;
  /** What the server holds, as far as this tab knows. */
  saved: PlaybarState | null;
  /** What the save under way sends. */
  sending: PlaybarState | null;
}

/** The state to save for a view, or null for an empty queue (never saved over the last one). */
export function playbarStateOf(
  view: PlayerView | null,
  device: PlaybarDevice | null,
  now: number,
): PlaybarState | null {
  if (!view || !device || view.queue.length === 0 || view.index < 0) return null;
  return {
    playbar_state: view.status === 'playing' || view.status === 'loading' ? 'playing' : 'paused',
    song_index: view.index,
    song_play_time: Math.max(0, view.currentTime),
    repeat_state: view.repeat,
    action_time: new Date(now).toISOString(),
    song_ids_in_queue: view.queue.map((clip) => clip.id),
    volume: view.volume,
    device_id: device.id,
    device_type: device.type,
    context_id: view.context?.id ?? null,
    context_type: view.context?.type ?? null,
  };
}

/** The fields whose change is saved PLAYBAR_SAVE_DELAY_MS later (all but the time). */
const sameButTime = (a: PlaybarState, b: PlaybarState | null) =>
  b !== null &&
  a.playbar_state === b.playbar_state &&
  a.song_index === b.song_index &&
  a.repeat_state === b.repeat_state &&
  a.volume === b.volume &&
  a.context_id === b.context_id &&
  a.context_type === b.context_type &&
  a.song_ids_in_queue.join() === b.song_ids_in_queue.join();

const current = (context: PlaybarSyncContext) =>
  playbarStateOf(context.view, context.device, context.now());

/**
 * The signed-in user's playbar across browsers (spec 001 §4, §9): on start it reads the saved
 * state and puts its queue back in the player, paused where it was; then it follows the player
 * and saves its state PLAYBAR_SAVE_DELAY_MS after a change, and the current time alone at most
 * once every PLAYBAR_TIME_DEBOUNCE_MS.
 */
export const playbarSyncMachine = setup({
  types: {
    context: {} as PlaybarSyncContext,
    input: {} as PlaybarSyncInput,
    events: {} as PlayerViewChanged,
  },
  actors: {
    watchPlayer: unprovidedCallback('watchPlayer'),
    loadDevice: unprovided<PlaybarDevice>('loadDevice'),
    loadPlaybar: unprovided<SavedPlaybar>('loadPlaybar'),
    savePlaybar: unprovided<void, PlaybarState>('savePlaybar'),
  },
  delays: {
    saveDelay: PLAYBAR_SAVE_DELAY_MS,
    timeDebounce: PLAYBAR_TIME_DEBOUNCE_MS,
    retryDelay: PLAYBAR_RETRY_MS,
  },
  guards: {
    hasQueue: (_, saved: SavedPlaybar) => saved.state !== null && saved.clips.length > 0,
    changed: ({ context }) => {
      const state = current(context);
      return state !== null && !sameButTime(state, context.saved);
    },
    /** A new view differing from the last one besides its time (the time moves all along). */
    movedBesidesTime: ({ context }, view: PlayerView) => {
      const next = playbarStateOf(view, context.device, 0);
      const before = playbarStateOf(context.view, context.device, 0);
      return next !== null && !sameButTime(next, before);
    },
    timeChanged: ({ context }) => {
      const state = current(context);
      return state !== null && state.song_play_time !== context.saved?.song_play_time;
    },
  },
  actions: {
    setDevice: assign((_, device: PlaybarDevice) => ({ device })),
    setView: assign((_, view: PlayerView) => ({ view })),
    setSaved: assign((_, saved: PlaybarState | null) => ({ saved })),
    setSending: assign(({ context }) => ({ sending: current(context) })),
    restore: sendParent((_, { state, clips }: SavedPlaybar) => ({
      type: 'player.restore' as const,
      clips,
      index: state!.song_index,
      seconds: state!.song_play_time,
      repeat: state!.repeat_state,
      volume: state!.volume,
      context: state!.context_type
        ? { type: state!.context_type, ...(state!.context_id && { id: state!.context_id }) }
        : null,
    })),
  },
}).createMachine({
  id: 'playbarSync',
  description: "Keeps a signed-in user's playbar (queue, song, time) across browsers.",
  context: ({ input }) => ({ ...input, device: null, view: null, saved: null, sending: null }),
  initial: 'identifying',
  states: {
    identifying: {
      description: "Reads this browser's device id (made once, kept in local storage).",
      invoke: {
        src: 'loadDevice',
        onDone: {
          target: 'loading',
          actions: { type: 'setDevice', params: ({ event }) => event.output },
        },
        onError: 'off',
      },
    },
    loading: {
      description: 'Reads the saved state; a saved queue goes back in the player, paused.',
      invoke: {
        src: 'loadPlaybar',
        onDone: [
          {
            guard: { type: 'hasQueue', params: ({ event }) => event.output },
            target: 'following',
            actions: [
              { type: 'setSaved', params: ({ event }) => event.output.state },
              { type: 'restore', params: ({ event }) => event.output },
            ],
          },
          { target: 'following' },
        ],
        onError: 'following',
      },
    },
    following: {
      description: 'Follows the player and saves what changes.',
      invoke: { src: 'watchPlayer' },
      on: {
        'playerView.changed': { actions: { type: 'setView', params: ({ event }) => event.view } },
      },
      initial: 'saved',
      states: {
        saved: {
          description: 'The server holds what the player shows.',
          always: [
            { guard: 'changed', target: 'changed' },
            { guard: 'timeChanged', target: 'timeChanged' },
          ],
        },
        changed: {
          description: 'Something besides the time changed: saved 500 ms after the last change.',
          on: {
            'playerView.changed': {
              guard: { type: 'movedBesidesTime', params: ({ event }) => event.view },
              target: 'changed',
              reenter: true,
              actions: { type: 'setView', params: ({ event }) => event.view },
            },
          },
          after: { saveDelay: 'saving' },
        },
        timeChanged: {
          description: 'Only the time moved: saved a second after it first did.',
          always: { guard: 'changed', target: 'changed' },
          after: { timeDebounce: 'saving' },
        },
        saving: {
          description: "Sends the player's state; changes meanwhile are saved after it.",
          entry: 'setSending',
          invoke: {
            src: 'savePlaybar',
            input: ({ context }) => context.sending!,
            onDone: {
              target: 'saved',
              actions: { type: 'setSaved', params: ({ context }) => context.sending },
            },
            onError: 'failed',
          },
        },
        failed: {
          description: 'The save failed (offline?): tried again a little later.',
          after: { retryDelay: 'saved' },
        },
      },
    },
    off: {
      description: 'This browser could not be identified: nothing is saved.',
      type: 'final',
    },
  },
});
