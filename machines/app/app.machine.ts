import {
  assign,
  fromCallback,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { SessionUser } from '../../src/contracts/auth';
import type { Clip } from '../../src/contracts/clip';
import { billingMachine } from '../billing/billing.machine';
import { createMachine } from '../create/create.machine';
import { createBillingActors } from '../actors/billing.actors';
import { createCreateActors } from '../actors/create.actors';
import { createPromptsActors } from '../actors/prompts.actors';
import { createStylesActors } from '../actors/styles.actors';
import { createGenerationsActors } from '../actors/generations.actors';
import { createClipsActors } from '../actors/clips.actors';
import { createClipFamilyActors } from '../actors/clipFamily.actors';
import { createRecentClipsActors } from '../actors/recentClips.actors';
import { createClipActionsActors } from '../actors/clipActions.actors';
import { createLyricsActors } from '../actors/lyrics.actors';
import type { Ports } from '../actors/ports';
import { createPreferencesActors } from '../actors/preferences.actors';
import { createProfileActors } from '../actors/profiles.actors';
import { createSessionActors } from '../actors/session.actors';
import { generationsMachine } from '../generations/generations.machine';
import { libraryMachine } from '../library/library.machine';
import { recentClipsMachine } from '../create/recentClips.machine';
import { clipFamilyMachine } from '../song/clipFamily.machine';
import { lyricsMachine } from '../lyrics/lyrics.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { profileMachine } from '../profile/profile.machine';
import { promptsMachine } from '../prompts/prompts.machine';
import { stylesMachine } from '../create/styles.machine';
import { sessionMachine } from '../session/session.machine';
import { clipActionsMachine } from '../song/clipActions.machine';
import { songMachine } from '../song/song.machine';
import { toastsMachine } from '../toasts/toasts.machine';

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
  | { type: 'app.openProfile'; handle: string }
  | { type: 'app.closeProfile'; handle: string };

/** The id of the song page actor for a clip: views find it among the root's children. */
export const songActorId = (clipId: string) => `song-${clipId}`;

/** The id of a song page's family actor (clips made from it, its source) for a clip. */
export const clipFamilyActorId = (clipId: string) => `clipFamily-${clipId}`;

/** The id of a song page's actions actor for a clip. */
export const clipActionsActorId = (clipId: string) => `clipActions-${clipId}`;

/** The id of a profile page's actor: views find it among the root's children. */
export const profileActorId = (handle: string) => `profile-${handle}`;

/**
 * Tells the app when the session's user appears, changes or goes. The session machine stays
 * unaware of the app; this reads it from the system like any other observer.
 */
const watchSession = fromCallback<EventObject>(({ system, sendBack }) => {
  const session = system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined;
  if (!session) return;
  let last: SessionUser | null = null;
  const report = ({ context: { user } }: SnapshotFrom<typeof sessionMachine>) => {
    // Periodic refreshes repeat the same user: only a new user, tier or sign-out is news.
    if (user?.id === last?.id && user?.tier === last?.tier) return;
    last = user;
    sendBack(user ? { type: 'app.signedIn', user } : { type: 'app.signedOut' });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
});

/**
 * The root actor: created once per page (outside React) and parent of every long-lived
 * child. `session`, `preferences` and `toasts` live as long as the page; `billing`,
 * `generations`, `create`, `lyrics`, `styles`, `prompts`, `library` and `recentClips` only while someone is signed in; a song page's
 * actor while the page is open. Views find them
 * through the hooks in `src/web/app/`.
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
    billing: billingMachine,
    generations: generationsMachine,
    create: createMachine,
    lyrics: lyricsMachine,
    styles: stylesMachine,
    prompts: promptsMachine,
    library: libraryMachine,
    recentClips: recentClipsMachine,
    song: songMachine,
    clipFamily: clipFamilyMachine,
    clipActions: clipActionsMachine,
    profile: profileMachine,
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
    openSong: spawnChild('song', {
      id: ({ event }) => songActorId((event as { clipId: string }).clipId),
      input: ({ event }) => ({ clipId: (event as { clipId: string }).clipId }),
    }),
    closeSong: stopChild(({ event }) => songActorId((event as { clipId: string }).clipId)),
    openClipFamily: spawnChild('clipFamily', {
      id: ({ event }) => clipFamilyActorId((event as { clipId: string }).clipId),
      input: ({ event }) => ({ clipId: (event as { clipId: string }).clipId }),
    }),
    closeClipFamily: stopChild(({ event }) =>
      clipFamilyActorId((event as { clipId: string }).clipId),
    ),
    openClipActions: spawnChild('clipActions', {
      id: ({ event }) => clipActionsActorId((event as { clip: Clip }).clip.id),
      input: ({ event }) => ({ clip: (event as { clip: Clip }).clip }),
    }),
    closeClipActions: stopChild(({ event }) =>
      clipActionsActorId((event as { clipId: string }).clipId),
    ),
    openProfile: spawnChild('profile', {
      id: ({ event }) => profileActorId((event as { handle: string }).handle),
      input: ({ event }) => ({ handle: (event as { handle: string }).handle }),
    }),
    closeProfile: stopChild(({ event }) => profileActorId((event as { handle: string }).handle)),
    updateTier: sendTo('create', (_, user: SessionUser) => ({
      type: 'create.setTier' as const,
      tier: user.tier,
    })),
  },
}).createMachine({
  id: 'app',
  description: 'Root of the actor system; children live as long as the page or the session.',
  context: { user: null },
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'preferences', systemId: 'preferences', src: 'preferences' },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  // A song or profile page's actor lives while the page is open (spec 000 §2 /song/{id}, /@{handle}).
  on: {
    'app.openSong': { actions: ['openSong', 'openClipFamily'] },
    'app.closeSong': { actions: ['closeSong', 'closeClipFamily'] },
    'app.openClipActions': { actions: 'openClipActions' },
    'app.closeClipActions': { actions: 'closeClipActions' },
    'app.openProfile': { actions: 'openProfile' },
    'app.closeProfile': { actions: 'closeProfile' },
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
        "The signed-in user's children run (billing, generations, create, lyrics, styles, prompts).",
      invoke: [
        { id: 'billing', systemId: 'billing', src: 'billing' },
        {
          id: 'generations',
          systemId: 'generations',
          src: 'generations',
          input: ({ context }) => ({ userId: context.user!.id }),
        },
        {
          id: 'create',
          systemId: 'create',
          src: 'create',
          input: ({ context }) => ({ tier: context.user!.tier }),
        },
        { id: 'lyrics', systemId: 'lyrics', src: 'lyrics' },
        {
          // After `create`: it watches the form's Styles field from its start.
          id: 'styles',
          systemId: 'styles',
          src: 'styles',
          // Which random genres come up is meant to differ per visit; the draw itself is seeded.
          input: () => ({ seed: Math.floor(Math.random() * 2 ** 32) }),
        },
        { id: 'prompts', systemId: 'prompts', src: 'prompts' },
        { id: 'library', systemId: 'library', src: 'library' },
        { id: 'recentClips', systemId: 'recentClips', src: 'recentClips' },
      ],
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
      billing: billingMachine.provide({ actors: createBillingActors(ports.billing) }),
      generations: generationsMachine.provide({ actors: createGenerationsActors(ports) }),
      create: createMachine.provide({ actors: createCreateActors(ports) }),
      lyrics: lyricsMachine.provide({ actors: createLyricsActors(ports.lyrics) }),
      styles: stylesMachine.provide({ actors: createStylesActors(ports.tags) }),
      prompts: promptsMachine.provide({ actors: createPromptsActors(ports.prompts) }),
      library: libraryMachine.provide({ actors: createClipsActors(ports.clips) }),
      recentClips: recentClipsMachine.provide({
        actors: createRecentClipsActors(ports.clips),
      }),
      song: songMachine.provide({ actors: createClipsActors(ports.clips) }),
      clipFamily: clipFamilyMachine.provide({ actors: createClipFamilyActors(ports.clips) }),
      clipActions: clipActionsMachine.provide({ actors: createClipActionsActors(ports) }),
      profile: profileMachine.provide({ actors: createProfileActors(ports.profiles) }),
    },
  });
}
