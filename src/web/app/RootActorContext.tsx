import { useSelector } from '@xstate/react';
import type { studioUploadsMachine } from '../../../machines/upload/studioUploads.machine';
import type { uploadModalMachine } from '../../../machines/upload/uploadModal.machine';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
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
import type { shareMachine } from '../../../machines/share/share.machine';
import type { followsMachine } from '../../../machines/profile/follows.machine';
import type { pinsMachine } from '../../../machines/profile/pins.machine';
import { loadDeferredNow } from '../adapters/when-idle';
import type { RootActor } from './root-actor';
import type { workspaceMachine } from '../../../machines/workspace/workspace.machine';
import type { workspaceListsMachine } from '../../../machines/workspace/workspaceLists.machine';
import type { workspaceFilingMachine } from '../../../machines/workspace/workspaceFiling.machine';

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
  uploadModal: ActorRefFrom<typeof uploadModalMachine>;
  studioUploads: ActorRefFrom<typeof studioUploadsMachine>;
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
  share: ActorRefFrom<typeof shareMachine>;
  follows: ActorRefFrom<typeof followsMachine>;
  pins: ActorRefFrom<typeof pinsMachine>;
  workspace: ActorRefFrom<typeof workspaceMachine>;
  workspaceLists: ActorRefFrom<typeof workspaceListsMachine>;
  workspaceFiling: ActorRefFrom<typeof workspaceFilingMachine>;
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
 * A song or profile page's actor by its id (`pageActorId('song', clipId)`...), or undefined until it
 * runs: the page's code loads on its first open, so the actor appears a moment after.
 */
export function usePageActor<T extends AnyActorRef>(id: string | null): T | undefined {
  return useSelector(useSystemActor('pages'), (snapshot) =>
    id === null ? undefined : (snapshot.children as Record<string, T | undefined>)[id],
  );
}

/**
 * Whether someone is signed in: what a signed-in child's entries (a menu's Share) need to show,
 * before its code has loaded (see useSignedInSend).
 */
export function useIsSignedIn(): boolean {
  return useSelector(useRootActor(), (snapshot) => snapshot.matches('signedIn'));
}

/**
 * Sends a user's event to a signed-in child: at once when it runs, else through the root, which
 * holds it until the child runs and loads the child's code now (a click on a page drawn before
 * the code that answers it must not be lost). Effects that follow the child's arrival keep
 * sending to the ref itself, so drawing a page never hurries that code.
 */
export function useSignedInSend<K extends keyof SignedInActors>(
  id: K,
): (event: Parameters<SignedInActors[K]['send']>[0]) => void {
  const root = useRootActor();
  const ref = useSignedInActor(id);
  return useCallback(
    (event) => {
      if (ref) (ref as AnyActorRef).send(event);
      else {
        // Its views' code (a dialog) waits for idle time too.
        loadDeferredNow();
        root.send({ type: 'app.forward', to: id, event });
      }
    },
    [root, ref, id],
  );
}
