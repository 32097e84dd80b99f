import { assign, sendParent, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import {
  AUTOPLAY_PAGE_SIZE,
  AUTOPLAY_QUEUE_WINDOW,
  AUTOPLAY_REMAINING_TRIGGER,
} from '../../src/contracts/constants';
import type { AutoplayRequest } from '../../src/contracts/music-player';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import type { PlayerView, PlayerViewChanged } from './player.view';

/** The user's switch and the server's queue-auto-refresh flag. */
export interface AutoplaySettings {
  enabled: boolean;
  flagOn: boolean;
}

export interface AutoplayContext extends AutoplaySettings {
  view: PlayerView | null;
  /** The queue (length and last clip) autoplay last asked for: asked once each. */
  askedFor: string | null;
}

export type AutoplayEvent = PlayerViewChanged | { type: 'autoplay.toggle' };

const queueKey = (view: PlayerView) => `${view.queue.length}:${view.queue.at(-1)?.id ?? ''}`;

/** The autoplay request for a view: its playlist, search or current clip as the seed. */
export function autoplayRequest(view: PlayerView): AutoplayRequest {
  const seed =
    view.context?.type === 'playlist' && view.context.id
      ? { playlist_id: view.context.id }
      : view.context?.type === 'search' && view.context.id
        ? { query: view.context.id }
        : { clip_id: view.queue[view.index]?.id ?? null };
  return {
    ...seed,
    clips_in_queue: view.queue.slice(-AUTOPLAY_QUEUE_WINDOW).map((clip) => clip.id),
    page_size: AUTOPLAY_PAGE_SIZE,
  };
}

/**
 * Queue auto-refresh (spec 001 §4, §9): when AUTOPLAY_REMAINING_TRIGGER or fewer clips remain
 * after the current one, with the queue-auto-refresh flag and the user's autoplay switch on,
 * asks the server for clips like the seed and adds them to the queue; one request at a time,
 * once per queue.
 */
export const autoplayMachine = setup({
  types: {
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
  },
  actors: {
    watchPlayer: unprovidedCallback('watchPlayer'),
    loadSettings: unprovided<AutoplaySettings>('loadSettings'),
    saveEnabled: unprovided<void, { enabled: boolean }>('saveEnabled'),
    fetchAutoplay: unprovided<Clip[], AutoplayRequest>('fetchAutoplay'),
  },
  guards: {
    needsMore: ({ context: { view, enabled, flagOn, askedFor } }) =>
      enabled &&
      flagOn &&
      view !== null &&
      view.index >= 0 &&
      view.queue.length - 1 - view.index <= AUTOPLAY_REMAINING_TRIGGER &&
      askedFor !== queueKey(view),
    found: (_, clips: Clip[]) => clips.length > 0,
  },
  actions: {
    setSettings: assign((_, settings: AutoplaySettings) => settings),
    setView: assign((_, view: PlayerView) => ({ view })),
    markAsked: assign(({ context }) => ({ askedFor: context.view && queueKey(context.view) })),
    toggle: assign(({ context }) => ({ enabled: !context.enabled })),
    enqueue: sendParent((_, clips: Clip[]) => ({ type: 'player.enqueue', clips })),
  },
}).createMachine({
  id: 'autoplay',
  description: 'Adds clips like the queue to the player when it runs low, if switched on.',
  context: { enabled: true, flagOn: false, view: null, askedFor: null },
  invoke: { src: 'watchPlayer' },
  on: {
    'playerView.changed': { actions: { type: 'setView', params: ({ event }) => event.view } },
  },
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the user's switch and the server's flag; off until both are known.",
      invoke: {
        src: 'loadSettings',
        onDone: {
          target: 'ready',
          actions: { type: 'setSettings', params: ({ event }) => event.output },
        },
        onError: 'ready',
      },
    },
    ready: {
      description: 'Waits for the queue to run low.',
      always: { guard: 'needsMore', target: 'fetching' },
      on: { 'autoplay.toggle': { target: 'saving', actions: 'toggle' } },
    },
    saving: {
      description: 'Keeps the switch for the next visit (in this browser).',
      invoke: {
        src: 'saveEnabled',
        input: ({ context }) => ({ enabled: context.enabled }),
        onDone: 'ready',
        onError: 'ready',
      },
    },
    fetching: {
      description: 'Asks for clips like the seed; the player gets them at the end of its queue.',
      entry: 'markAsked',
      invoke: {
        src: 'fetchAutoplay',
        input: ({ context }) => autoplayRequest(context.view!),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'enqueue', params: ({ event }) => event.output },
          },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
  },
});
