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
} from 'xstate';
import type { SessionUser } from '../../src/contracts/auth';
import type { RadioStationId } from '../../src/contracts/radio';
import type { Clip } from '../../src/contracts/clip';
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

export interface AppContext {
  /** The signed-in user as the session last reported it. */
  user: SessionUser | null;
  /** The station asked for while the live radio's code loads. */
  radioStation: RadioStationId | null;
  /** Whether the live radio's actor runs (it does once started, until the page closes). */
  radioLoaded: boolean;
}

export type AppEvent =
  | { type: 'app.signedIn'; user: SessionUser }
  | { type: 'app.signedOut' }
  /** `commentId`: a deep link to one comment (?comment=), shown first. */
  | { type: 'app.openSong'; clipId: string; commentId?: string | null }
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
  /** /account shows the user's personal access tokens: their actor runs meanwhile. */
  | { type: 'app.openAccessTokens' }
  | { type: 'app.closeAccessTokens' }
  | { type: 'app.openSongRadio'; clipId: string }
  | { type: 'app.closeSongRadio'; clipId: string }
  /** The full-screen player shows a clip's lyrics: their actor runs meanwhile. */
  | { type: 'app.openSyncedLyrics'; clipId: string }
  | { type: 'app.closeSyncedLyrics'; clipId: string }
  | { type: 'app.openTagRadio'; tag: string }
  | { type: 'app.closeTagRadio'; tag: string }
  /** Starts live radio (issue 13), spawning its actor (systemId `liveRadio`) the first time. */
  | { type: 'liveRadio.start'; stationId: RadioStationId }
  /** The live radio's code arrived (or did not): `loadLiveRadio` was spawned, not invoked. */
  | { type: 'xstate.done.actor.loadLiveRadio'; output: AnyActorLogic }
  | { type: 'xstate.error.actor.loadLiveRadio'; error: unknown }
  /** For the player (spec 001 §4), wherever it is sent from: it starts on the first one. */
  | PlayerHostEvent;

/** A page event as the `pages` child takes it: which page opens, or which one closes. */
const toPages = (event: AppEvent) => {
  const open = (request: PageRequest) => ({ type: 'pages.open' as const, request });
  const close = (page: PageKey) => ({ type: 'pages.close' as const, page });
  switch (event.type) {
    case 'app.openSong':
      return open({ kind: 'song', clipId: event.clipId, commentId: event.commentId ?? null });
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
    case 'app.openAccessTokens':
      return open({ kind: 'accessTokens' });
    case 'app.closeAccessTokens':
      return close({ kind: 'accessTokens', key: '' });
    case 'app.openSongRadio':
      return open({ kind: 'songRadio', clipId: event.clipId });
    case 'app.closeSongRadio':
      return close({ kind: 'songRadio', key: event.clipId });
    case 'app.openSyncedLyrics':
      return open({ kind: 'syncedLyrics', clipId: event.clipId });
    case 'app.closeSyncedLyrics':
      return close({ kind: 'syncedLyrics', key: event.clipId });
    case 'app.openTagRadio':
      return open({ kind: 'tagRadio', tag: event.tag });
    case 'app.closeTagRadio':
      return close({ kind: 'tagRadio', key: event.tag });
    default:
      throw new Error(`${event.type} is not a page event`);
  }
};

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
    loadSignedInRest: unprovided<RestSignedInChildren>('loadSignedInRest'),
    loadLiveRadio: unprovided<AnyActorLogic>('loadLiveRadio'),
    playerHost: playerHostMachine,
  },
  guards: {
    hasLiveRadio: ({ context }) => context.radioLoaded,
    loadingLiveRadio: ({ context }) => context.radioStation !== null && !context.radioLoaded,
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
  context: { user: null, radioStation: null, radioLoaded: false },
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
    'app.openAccessTokens': { actions: 'toPages' },
    'app.closeAccessTokens': { actions: 'toPages' },
    'app.openSongRadio': { actions: 'toPages' },
    'app.closeSongRadio': { actions: 'toPages' },
    'app.openSyncedLyrics': { actions: 'toPages' },
    'app.closeSyncedLyrics': { actions: 'toPages' },
    'app.openTagRadio': { actions: 'toPages' },
    'app.closeTagRadio': { actions: 'toPages' },
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
          initial: 'loadingRest',
          states: {
            loadingRest: {
              description:
                "Loads the other children's code when the page is idle, then starts them.",
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
      loadSignedInRest: fromPromise(async () => {
        await ports.idle?.();
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
