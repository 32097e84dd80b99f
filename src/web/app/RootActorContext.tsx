import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { pagesMachine } from '../../../machines/app/pages.machine';
import type { autoplayMachine } from '../../../machines/player/autoplay.machine';
import type { playerHostMachine } from '../../../machines/player/playerHost.machine';
import type { billingMachine } from '../../../machines/billing/billing.machine';
import type { createMachine } from '../../../machines/create/create.machine';
import type { addMenuMachine } from '../../../machines/create/addMenu.machine';
import type { recentClipsMachine } from '../../../machines/create/recentClips.machine';
import type { generationsMachine } from '../../../machines/generations/generations.machine';
import type { libraryMachine } from '../../../machines/library/library.machine';
import type { lyricsMachine } from '../../../machines/lyrics/lyrics.machine';
import type { stylesMachine } from '../../../machines/create/styles.machine';
import type { addToPlaylistMachine } from '../../../machines/playlist/addToPlaylist.machine';
import type { playlistsMachine } from '../../../machines/playlist/playlists.machine';
import type { preferencesMachine } from '../../../machines/preferences/preferences.machine';
import type { promptsMachine } from '../../../machines/prompts/prompts.machine';
import type { createPersonaMachine } from '../../../machines/persona/createPersona.machine';
import type { personaListsMachine } from '../../../machines/persona/personaLists.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import type { toastsMachine } from '../../../machines/toasts/toasts.machine';
import type { RootActor } from './root-actor';

const RootActorContext = createContext<RootActor | null>(null);

/** Hands the root actor, created once in main.tsx, to the domain hooks. */
export function RootActorProvider({ actor, children }: { actor: RootActor; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

/** The root actor itself, for hooks that open page-scoped children (a song page). */
export function useRootActor(): RootActor {
  const actor = useContext(RootActorContext);
  if (!actor) throw new Error('useRootActor needs <RootActorProvider>');
  return actor;
}

/** A page-long child of the root actor, found by its systemId. */
export function useSystemActor(systemId: 'session'): ActorRefFrom<typeof sessionMachine>;
export function useSystemActor(systemId: 'preferences'): ActorRefFrom<typeof preferencesMachine>;
export function useSystemActor(systemId: 'toasts'): ActorRefFrom<typeof toastsMachine>;
export function useSystemActor(systemId: 'pages'): ActorRefFrom<typeof pagesMachine>;
export function useSystemActor(systemId: 'playerHost'): ActorRefFrom<typeof playerHostMachine>;
export function useSystemActor(systemId: string) {
  const actor = useRootActor().system.get(systemId);
  if (!actor) throw new Error(`no actor with systemId ${systemId}`);
  return actor;
}

interface SignedInActors {
  billing: ActorRefFrom<typeof billingMachine>;
  generations: ActorRefFrom<typeof generationsMachine>;
  create: ActorRefFrom<typeof createMachine>;
  lyrics: ActorRefFrom<typeof lyricsMachine>;
  styles: ActorRefFrom<typeof stylesMachine>;
  prompts: ActorRefFrom<typeof promptsMachine>;
  library: ActorRefFrom<typeof libraryMachine>;
  recentClips: ActorRefFrom<typeof recentClipsMachine>;
  addMenu: ActorRefFrom<typeof addMenuMachine>;
  playlists: ActorRefFrom<typeof playlistsMachine>;
  addToPlaylist: ActorRefFrom<typeof addToPlaylistMachine>;
  personaLists: ActorRefFrom<typeof personaListsMachine>;
  personaPicker: ActorRefFrom<typeof personaListsMachine>;
  createPersona: ActorRefFrom<typeof createPersonaMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  autoplay: ActorRefFrom<typeof autoplayMachine>;
}

/**
 * A child that runs only while someone is signed in, or undefined. Read from the root's
 * snapshot, so the view re-renders when it starts or stops (sign-in, sign-out).
 */
export function useSignedInActor<K extends keyof SignedInActors>(
  id: K,
): SignedInActors[K] | undefined {
  return useSelector(
    useRootActor(),
    (snapshot) => (snapshot.children as Partial<SignedInActors>)[id],
  );
}

/**
 * A song or profile page's actor by its id (`songActorId(...)`...), or undefined until it
 * runs: the page's code loads on its first open, so the actor appears a moment after.
 */
export function usePageActor<T extends AnyActorRef>(id: string | null): T | undefined {
  return useSelector(useSystemActor('pages'), (snapshot) =>
    id === null ? undefined : (snapshot.children as Record<string, T | undefined>)[id],
  );
}
