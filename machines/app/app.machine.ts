import {
  assign,
  enqueueActions,
  forwardTo,
  fromPromise,
  sendTo,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';
import type { SessionUser } from '../../src/contracts/auth';
import type { Clip } from '../../src/contracts/clip';
import { LAZY_LOAD_RETRY_MS } from '../../src/contracts/constants';
import type { Ports } from '../actors/ports';
import { createPreferencesActors } from '../actors/preferences.actors';
import { createSessionActors } from '../actors/session.actors';
import { unprovided } from '../actors/unprovided';
import { playerHostMachine, type PlayerHostEvent } from '../player/playerHost.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import type { PageKey, PageRequest } from './pages';
import { pagesMachine } from './pages.machine';
import { watchSession } from './watch-session';
import { SIGNED_IN_CHILDREN, signedInInput } from './signedIn';
import type { SignedInChildren } from './signedIn.children';

export interface AppContext {
  /** The signed-in user as the session last reported it. */
  user: SessionUser | null;
}

export type AppEvent =
  | { type: 'app.signedIn'; user: SessionUser }
  | { type: 'app.signedOut' }
  | { type: 'app.openSong'; clipId: string }
  | { type: 'app.closeSong'; clipId: string }
  /** The song page shows a complete clip's actions (spec 000 §7): their actor runs meanwhile. */
  | { type: 'app.openClipActions'; clip: Clip }
  | { type: 'app.closeClipActions'; clipId: string }
  /** A clip view's menu (issue 12): its reaction and settings actors run meanwhile. */
  | { type: 'app.openClipMenu'; clip: Clip }
  | { type: 'app.closeClipMenu'; clipId: string }
  | { type: 'app.openProfile'; handle: string }
  | { type: 'app.closeProfile'; handle: string }
  | { type: 'app.openPlaylist'; playlistId: string }
  | { type: 'app.closePlaylist'; playlistId: string }
  | { type: 'app.openPersona'; personaId: string }
  | { type: 'app.closePersona'; personaId: string }
  /** For the player (spec 001 §4), wherever it is sent from: it starts on the first one. */
  | PlayerHostEvent;

/** A page event as the `pages` child takes it: which page opens, or which one closes. */
const toPages = (event: AppEvent) => {
  const open = (request: PageRequest) => ({ type: 'pages.open' as const, request });
  const close = (page: PageKey) => ({ type: 'pages.close' as const, page });
  switch (event.type) {
    case 'app.openSong':
      return open({ kind: 'song', clipId: event.clipId });
    case 'app.openClipActions':
      return open({ kind: 'clipActions', clip: event.clip });
    case 'app.openClipMenu':
      return open({ kind: 'clipMenu', clip: event.clip });
    case 'app.closeClipMenu':
      return close({ kind: 'clipMenu', key: event.clipId });
    case 'app.openProfile':
      return open({ kind: 'profile', handle: event.handle });
    case 'app.closeSong':
      return close({ kind: 'song', key: event.clipId });
    case 'app.closeClipActions':
      return close({ kind: 'clipActions', key: event.clipId });
    case 'app.closeProfile':
      return close({ kind: 'profile', key: event.handle });
    case 'app.openPlaylist':
      return open({ kind: 'playlist', playlistId: event.playlistId });
    case 'app.closePlaylist':
      return close({ kind: 'playlist', key: event.playlistId });
    case 'app.openPersona':
      return open({ kind: 'persona', personaId: event.personaId });
    case 'app.closePersona':
      return close({ kind: 'persona', key: event.personaId });
    default:
      throw new Error(`${event.type} is not a page event`);
  }
};

/**
 * The root actor: created once per page (outside React) and parent of every long-lived
 * child. `session`, `preferences`, `toasts` and `playerHost` (which starts the player, systemId
 * `player`, on the first `player.*` event) live as long as the page; `billing`,
 * `generations`, `create`, `lyrics`, `styles`, `prompts`, `library` and `recentClips` only
 * while someone is signed in, spawned once `loadSignedIn` has loaded their code; a song or
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
    playerHost: playerHostMachine,
    loadSignedIn: unprovided<SignedInChildren>('loadSignedIn'),
  },
  guards: {
    isOtherUser: ({ context }, user: SessionUser) => context.user?.id !== user.id,
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
    startSignedIn: enqueueActions(({ enqueue, context }, children: SignedInChildren) => {
      for (const id of SIGNED_IN_CHILDREN) {
        const logic: AnyActorLogic = children[id];
        const options = { id, systemId: id, input: signedInInput(id, context.user!) };
        // An id for logic not named in setup() is fine at run time; the types only allow names.
        enqueue.spawnChild(logic, options as { systemId: string });
      }
    }),
    stopSignedIn: enqueueActions(({ enqueue }) => {
      for (const id of SIGNED_IN_CHILDREN) enqueue.stopChild(id);
    }),
    // Only once `create` runs: while its logic loads, the new tier is in the user it will get.
    updateTier: enqueueActions(({ enqueue, system }, user: SessionUser) => {
      const create = system.get('create') as AnyActorRef | undefined;
      if (create) enqueue.sendTo(create, { type: 'create.setTier', tier: user.tier });
    }),
    toPages: sendTo('pages', ({ event }) => toPages(event)),
    toPlayer: forwardTo('playerHost'),
  },
  delays: {
    loadRetry: LAZY_LOAD_RETRY_MS,
  },
}).createMachine({
  id: 'app',
  description: 'Root of the actor system; children live as long as the page or the session.',
  context: { user: null },
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'preferences', systemId: 'preferences', src: 'preferences' },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    { id: 'pages', systemId: 'pages', src: 'pages' },
    { id: 'playerHost', systemId: 'playerHost', src: 'playerHost' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  // A song or profile page's actors live while the page is open (spec 000 §2 /song/{id}, /@{handle}).
  on: {
    'app.openSong': { actions: 'toPages' },
    'app.closeSong': { actions: 'toPages' },
    'app.openClipActions': { actions: 'toPages' },
    'app.closeClipActions': { actions: 'toPages' },
    'app.openClipMenu': { actions: 'toPages' },
    'app.closeClipMenu': { actions: 'toPages' },
    'app.openProfile': { actions: 'toPages' },
    'app.closeProfile': { actions: 'toPages' },
    'app.openPlaylist': { actions: 'toPages' },
    'app.closePlaylist': { actions: 'toPages' },
    'app.openPersona': { actions: 'toPages' },
    'app.closePersona': { actions: 'toPages' },
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
          description: 'The children run, each under its systemId.',
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
      },
    },
  },
});

/** The root machine with every child's effects built from the given ports. */
export function createAppMachine(ports: Ports) {
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
      playerHost: playerHostMachine.provide({
        actors: {
          loadPlayer: fromPromise<AnyActorLogic, void>(async () =>
            (await import('../player/player.logic')).createPlayerLogic(ports),
          ),
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
