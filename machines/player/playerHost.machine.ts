import { assign, enqueueActions, sendTo, setup, type AnyActorLogic } from 'xstate';
import { LAZY_LOAD_RETRY_MS, PLAYER_PREFETCH_DELAY_MS } from '../../src/contracts/constants';
import { unprovided } from '../actors/unprovided';
import type { PlayerEvent } from './player.contract';
import type { PlayerInternalEvent } from './player.machine';

/** Any event for the player, as the root forwards it. */
export type PlayerHostEvent =
  PlayerEvent | Extract<PlayerInternalEvent, { type: 'player.clipUpdated' }>;

/** The player's logic once its code has loaded, and the input it starts with. */
export interface LoadedPlayerLogic {
  logic: AnyActorLogic;
  input: { m4aGate: boolean };
}

export interface PlayerHostContext {
  /** Events that came while the player's code loaded, sent to it in order once it runs. */
  pending: PlayerHostEvent[];
}

/**
 * Starts the player (systemId `player`) when the first `player.*` event arrives, once its code
 * has loaded (issue 11: nothing on every page loads before it is wanted), and hands it every
 * `player.*` event, keeping those that arrive meanwhile.
 */
export const playerHostMachine = setup({
  types: {
    context: {} as PlayerHostContext,
    events: {} as PlayerHostEvent,
  },
  actors: {
    loadPlayer: unprovided<LoadedPlayerLogic>('loadPlayer'),
    prefetchPlayer: unprovided<unknown>('prefetchPlayer'),
  },
  actions: {
    keep: assign({ pending: ({ context, event }) => [...context.pending, event] }),
    startPlayer: enqueueActions(({ enqueue, context }, loaded: LoadedPlayerLogic) => {
      // Logic the setup() cannot name ahead of time: fine at run time, the types only allow names.
      const options = { id: 'player', systemId: 'player', input: loaded.input };
      enqueue.spawnChild(loaded.logic, options as { systemId: string });
      for (const event of context.pending) enqueue.sendTo('player', event);
      enqueue.assign({ pending: [] });
    }),
    forward: sendTo('player', ({ event }) => event),
  },
  delays: {
    loadRetry: LAZY_LOAD_RETRY_MS,
    prefetchDelay: PLAYER_PREFETCH_DELAY_MS,
  },
}).createMachine({
  id: 'playerHost',
  description: 'Loads and starts the player on the first player event, then hands it each one.',
  context: { pending: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing was played yet: the player does not run.',
      initial: 'waiting',
      states: {
        waiting: {
          description:
            'Leaves the first view its time (issue 11: what loads before it shows) before loading ahead.',
          after: { prefetchDelay: 'warming' },
        },
        warming: {
          description:
            'Once the page is idle, loads the player’s code ahead of the first play (issue 13: play to audible within 300 ms), without starting it.',
          invoke: { src: 'prefetchPlayer', onDone: 'warm', onError: 'cold' },
        },
        warm: { description: 'The code is in: the first play starts the player at once.' },
        cold: { description: 'The early load failed: the first play loads the code.' },
      },
      on: {
        // Nothing plays yet, so there is nothing to pause or update (the live radio pauses
        // the player as it starts): no reason to load it.
        'player.pause': {},
        'player.clipUpdated': {},
        'player.*': { target: 'loading', actions: 'keep' },
      },
    },
    loading: {
      description:
        'Loads the player’s code and the server’s m4a flag, keeping the events that arrive meanwhile.',
      invoke: {
        src: 'loadPlayer',
        onDone: {
          target: 'running',
          actions: { type: 'startPlayer', params: ({ event }) => event.output },
        },
        onError: 'unavailable',
      },
      on: { 'player.*': { actions: 'keep' } },
    },
    unavailable: {
      description: 'The code did not load (the network): tried again after a pause.',
      after: { loadRetry: 'loading' },
      on: { 'player.*': { actions: 'keep' } },
    },
    running: {
      description: 'The player runs; every event goes to it.',
      on: { 'player.*': { actions: 'forward' } },
    },
  },
});
