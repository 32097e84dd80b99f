import {
  assign,
  enqueueActions,
  forwardTo,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import type { SessionUser } from '../../src/contracts/auth';
import type { RadioStationId } from '../../src/contracts/radio';
import { LAZY_LOAD_RETRY_MS } from '../../src/contracts/constants';
import type { Ports } from '../actors/ports';
import { createPreferencesActors } from '../actors/preferences.actors';
import { createSessionActors } from '../actors/session.actors';
import { unprovided } from '../actors/unprovided';
import {
  playerHostMachine,
  type LoadedPlayerLogic,
  type PlayerHostEvent,
} from '../player/playerHost.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import type { PageKey, PageRequest } from './pages';
import { pagesMachine } from './pages.machine';
import { watchSession } from './watch-session';
import {
  FIRST_SIGNED_IN_CHILDREN,
  REST_SIGNED_IN_CHILDREN,
  SIGNED_IN_CHILDREN,
  signedInInput,
} from './signedIn';
import type { FirstSignedInChildren } from './signedIn.children';
import type { RestSignedInChildren } from './signedIn.rest';
import type { SignedInChildren } from './signedIn';

/** An event for a signed-in child that may not run yet (its code still loading). */
export interface HeldEvent {
  to: keyof SignedInChildren;
  event: AnyEventObject;
}

export interface AppContext {
  /** The signed-in user as the session last reported it. */
  user: SessionUser | null;
  /** The station asked for while the live radio's code loads. */
  radioStation: RadioStationId | null;
  /** Whether the live radio's actor runs (it does once started, until the page closes). */
  radioLoaded: boolean;
  /** What the user asked of signed-in children before they ran, delivered once they do. */
  held: HeldEvent[];
}

export type AppEvent =
  | { type: 'app.signedIn'; user: SessionUser }
  | { type: 'app.signedOut' }
  /**
   * A view shows a page (a song, a profile, a clip's menu...): the page's actors run, under
   * `pages`, until every view that opened it has closed it (machines/app/pages.ts).
   */
  | { type: 'app.openPage'; request: PageRequest }
  | { type: 'app.closePage'; page: PageKey }
  /**
   * A view's event for a signed-in child (the user clicked): delivered at once when the child
   * runs, else held until it does, and its code loads now rather than when the page is idle.
   */
  | ({ type: 'app.forward' } & HeldEvent)
  /** Starts live radio (issue 13), spawning its actor (systemId `liveRadio`) the first time. */
  | { type: 'liveRadio.start'; stationId: RadioStationId }
  /** The live radio's code arrived (or did not): `loadLiveRadio` was spawned, not invoked. */
  | { type: 'xstate.done.actor.loadLiveRadio'; output: AnyActorLogic }
  | { type: 'xstate.error.actor.loadLiveRadio'; error: unknown }
  /** For the player (spec 001 §4), wherever it is sent from: it starts on the first one. */
  | PlayerHostEvent;

/**
 * The root actor: created once per page (outside React) and parent of every long-lived
 * child. `session`, `preferences` and `toasts` live as long as the page; the children of
 * SIGNED_IN_CHILDREN only while someone is signed in, spawned once `loadSignedIn` (the create
 * screen's) and then `loadSignedInRest` (the others', when the page is idle) have loaded their
 * code; a song or
 * profile page's actors, children of `pages`, while the page is open. Views find them through
 * the hooks in `src/web/app/`.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    session: sessionMachine,
    preferences: preferencesMachine,
    toasts: toastsMachine,
    watchSession,
    pages: pagesMachine,
    loadSignedIn: unprovided<FirstSignedInChildren>('loadSignedIn'),
    restIdle: unprovided<void>('restIdle'),
    loadSignedInRest: unprovided<RestSignedInChildren>('loadSignedInRest'),
    loadLiveRadio: unprovided<AnyActorLogic>('loadLiveRadio'),
    playerHost: playerHostMachine,
  },
  guards: {
    hasLiveRadio: ({ context }) => context.radioLoaded,
    loadingLiveRadio: ({ context }) => context.radioStation !== null && !context.radioLoaded,
    isOtherUser: ({ context }, user: SessionUser) => context.user?.id !== user.id,
    hasHeld: ({ context }) => context.held.length > 0,
  },
  actions: {
    setUser: assign((_, user: SessionUser) => ({ user })),
    clearUser: assign({ user: null }),
    // Sent to itself, so it arrives after the old children are stopped and their systemIds freed.
    signInAgain: sendTo(
      ({ self }) => self,
      (_, user: SessionUser) => ({ type: 'app.signedIn' as const, user }),
    ),
    // Spawned rather than invoked: their logic arrives with the module `loadSignedIn` loaded.
    startSignedIn: enqueueActions(({ enqueue, context }, children: FirstSignedInChildren) => {
      for (const id of FIRST_SIGNED_IN_CHILDREN) {
        const logic: AnyActorLogic = children[id];
        const options = { id, systemId: id, input: signedInInput(id, context.user!) };
        // An id for logic not named in setup() is fine at run time; the types only allow names.
        enqueue.spawnChild(logic, options as { systemId: string });
      }
    }),
    startSignedInRest: enqueueActions(({ enqueue, context }, children: RestSignedInChildren) => {
      for (const id of REST_SIGNED_IN_CHILDREN) {
        const logic: AnyActorLogic = children[id];
        const options = { id, systemId: id, input: signedInInput(id, context.user!) };
        // An id for logic not named in setup() is fine at run time; the types only allow names.
        enqueue.spawnChild(logic, options as { systemId: string });
      }
      for (const { to, event } of context.held) enqueue.sendTo(to, event);
      enqueue.assign({ held: [] });
    }),
    stopSignedIn: enqueueActions(({ enqueue }) => {
      for (const id of SIGNED_IN_CHILDREN) enqueue.stopChild(id);
      enqueue.assign({ held: [] });
    }),
    hold: assign(({ context }, held: HeldEvent) => ({ held: [...context.held, held] })),
    deliver: sendTo(
      (_, held: HeldEvent) => held.to,
      (_, held: HeldEvent) => held.event,
    ),
    // Only once `create` runs: while its logic loads, the new tier is in the user it will get.
    updateTier: enqueueActions(({ enqueue, system }, user: SessionUser) => {
      const create = system.get('create') as AnyActorRef | undefined;
      if (create) enqueue.sendTo(create, { type: 'create.setTier', tier: user.tier });
    }),
    openPage: sendTo('pages', (_, request: PageRequest) => ({
      type: 'pages.open' as const,
      request,
    })),
    closePage: sendTo('pages', (_, page: PageKey) => ({ type: 'pages.close' as const, page })),
    forwardToLiveRadio: sendTo(
      ({ system }) => system.get('liveRadio') as AnyActorRef,
      ({ event }) => event,
    ),
    // Spawned, not invoked: the radio plays on whichever page, signed in or out.
    loadLiveRadio: spawnChild('loadLiveRadio', { id: 'loadLiveRadio' }),
    rememberStation: assign((_, radioStation: RadioStationId) => ({ radioStation })),
    startLiveRadio: enqueueActions(({ enqueue, context }, logic: AnyActorLogic) => {
      const options = { id: 'liveRadio', systemId: 'liveRadio' };
      enqueue.spawnChild(logic, options as { systemId: string });
      enqueue.sendTo(({ system }) => system.get('liveRadio') as AnyActorRef, {
        type: 'liveRadio.start',
        stationId: context.radioStation!,
      });
      enqueue.assign({ radioStation: null, radioLoaded: true });
    }),
    forgetStation: assign({ radioStation: null }),
    toPlayer: forwardTo('playerHost'),
  },
  delays: {
    loadRetry: LAZY_LOAD_RETRY_MS,
  },
}).createMachine({
  id: 'app',
  description: 'Root of the actor system; children live as long as the page or the session.',
  context: { user: null, radioStation: null, radioLoaded: false, held: [] },
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'preferences', systemId: 'preferences', src: 'preferences' },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    { id: 'pages', systemId: 'pages', src: 'pages' },
    { id: 'playerHost', systemId: 'playerHost', src: 'playerHost' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  // A page's actors live while a view shows it (spec 000 §2 /song/{id}, /@{handle}...).
  on: {
    'app.openPage': { actions: { type: 'openPage', params: ({ event }) => event.request } },
    'app.closePage': { actions: { type: 'closePage', params: ({ event }) => event.page } },
    'liveRadio.start': [
      { guard: 'hasLiveRadio', actions: 'forwardToLiveRadio' },
      {
        guard: 'loadingLiveRadio',
        actions: { type: 'rememberStation', params: ({ event }) => event.stationId },
      },
      {
        actions: [
          { type: 'rememberStation', params: ({ event }) => event.stationId },
          'loadLiveRadio',
        ],
      },
    ],
    'xstate.done.actor.loadLiveRadio': {
      guard: 'loadingLiveRadio',
      actions: {
        type: 'startLiveRadio',
        params: ({ event }) => event.output,
      },
    },
    'xstate.error.actor.loadLiveRadio': { actions: 'forgetStation' },
    // Signed in or out (public song pages play too).
    'player.*': { actions: 'toPlayer' },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'Nobody signed in: only the page-long children run.',
      on: {
        'app.signedIn': {
          target: 'signedIn',
          actions: { type: 'setUser', params: ({ event }) => event.user },
        },
      },
    },
    signedIn: {
      description:
        "The signed-in user's children run (billing, generations, create, lyrics, styles, prompts, library, recentClips), once their code has loaded.",
      initial: 'loading',
      exit: 'stopSignedIn',
      states: {
        loading: {
          description: "Loads the signed-in children's code, then starts them.",
          invoke: {
            src: 'loadSignedIn',
            onDone: {
              target: 'running',
              actions: { type: 'startSignedIn', params: ({ event }) => event.output },
            },
            onError: 'unavailable',
          },
        },
        unavailable: {
          description: 'Their code did not load (the network): tried again after a pause.',
          after: { loadRetry: 'loading' },
        },
        running: {
          description:
            "The first view's children run, each under its systemId; the others' code loads once the page is idle, then they run too.",
          initial: 'waitingForIdle',
          states: {
            waitingForIdle: {
              description:
                "The others' code waits for the page to be idle, or for the user to need one of them.",
              invoke: { src: 'restIdle', onDone: 'loadingRest', onError: 'loadingRest' },
              // The user asked something of them while the first children's code loaded.
              always: { guard: 'hasHeld', target: 'loadingRest' },
              on: {
                'app.forward': {
                  target: 'loadingRest',
                  actions: { type: 'hold', params: ({ event }) => event },
                },
              },
            },
            loadingRest: {
              description: "Loads the other children's code, then starts them.",
              invoke: {
                src: 'loadSignedInRest',
                onDone: {
                  target: 'complete',
                  actions: { type: 'startSignedInRest', params: ({ event }) => event.output },
                },
                onError: 'restUnavailable',
              },
            },
            restUnavailable: {
              description: 'Their code did not load (the network): tried again after a pause.',
              after: { loadRetry: 'loadingRest' },
            },
            complete: {
              description: 'Every signed-in child runs.',
              on: {
                'app.forward': { actions: { type: 'deliver', params: ({ event }) => event } },
              },
            },
          },
        },
      },
      on: {
        'app.signedIn': [
          {
            // Another user without a sign-out between (a refresh after another tab switched
            // accounts): stop this user's children first, then start afresh for the new one.
            guard: { type: 'isOtherUser', params: ({ event }) => event.user },
            target: 'signedOut',
            actions: ['clearUser', { type: 'signInAgain', params: ({ event }) => event.user }],
          },
          {
            actions: [
              { type: 'setUser', params: ({ event }) => event.user },
              { type: 'updateTier', params: ({ event }) => event.user },
            ],
          },
        ],
        'app.signedOut': { target: 'signedOut', actions: 'clearUser' },
        // Until the children run (their code loading); `complete` delivers at once.
        'app.forward': { actions: { type: 'hold', params: ({ event }) => event } },
      },
    },
  },
});

/** The root machine with every child's effects built from the given ports. */
export function createAppMachine(ports: Ports) {
  // One load of the player's code, shared by its early load and the first play's.
  let playerCode: Promise<LoadedPlayerLogic> | undefined;
  const loadPlayerCode = () =>
    (playerCode ??= import('../player/player.logic')
      // Not aborted: the early load and the first play share it.
      .then(({ createPlayerLogic }) => createPlayerLogic(ports, new AbortController().signal))
      .catch((error: unknown) => {
        playerCode = undefined;
        throw error;
      }));
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: createSessionActors(ports.auth) }),
      preferences: preferencesMachine.provide({
        actors: createPreferencesActors(ports.preferences),
      }),
      // Code that no first route needs loads when it is first wanted, not with the page.
      loadSignedIn: fromPromise(async () =>
        (await import('./signedIn.children')).createSignedInChildren(ports),
      ),
      restIdle: fromPromise<void, void>(async () => ports.idle?.()),
      loadSignedInRest: fromPromise(async () => {
        return (await import('./signedIn.rest')).createRestSignedInChildren(ports);
      }),
      loadLiveRadio: fromPromise<AnyActorLogic, void>(async () =>
        (await import('../liveRadio/liveRadio.children')).createLiveRadio(ports),
      ),
      playerHost: playerHostMachine.provide({
        actors: {
          loadPlayer: fromPromise<LoadedPlayerLogic, void>(() => loadPlayerCode()),
          prefetchPlayer: fromPromise<unknown, void>(async () => {
            await ports.idle?.();
            return loadPlayerCode();
          }),
        },
      }),
      pages: pagesMachine.provide({
        actors: {
          loadPages: fromPromise(async () =>
            (await import('./pages.children')).createPageChildren(ports),
          ),
        },
      }),
    },
  });
}
