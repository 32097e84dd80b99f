import { createBillingActors } from '../actors/billing.actors';
import { createCreateActors } from '../actors/create.actors';
import { createGenerationsActors } from '../actors/generations.actors';
import { createLibraryActors } from '../actors/library.actors';
import { createLyricsActors } from '../actors/lyrics.actors';
import type { Ports } from '../actors/ports';
import { createPromptsActors } from '../actors/prompts.actors';
import { createRecentClipsActors } from '../actors/recentClips.actors';
import { createStylesActors } from '../actors/styles.actors';
import { createCreatePersonaActors, createPersonaListsActors } from '../actors/personas.actors';
import { billingMachine } from '../billing/billing.machine';
import { createMachine } from '../create/create.machine';
import { addMenuMachine } from '../create/addMenu.machine';
import { recentClipsMachine } from '../create/recentClips.machine';
import { stylesMachine } from '../create/styles.machine';
import { generationsMachine } from '../generations/generations.machine';
import { libraryMachine } from '../library/library.machine';
import { lyricsMachine } from '../lyrics/lyrics.machine';
import { promptsMachine } from '../prompts/prompts.machine';
import { createPlaylistsActors } from '../actors/playlists.actors';
import { addToPlaylistMachine } from '../playlist/addToPlaylist.machine';
import { playlistsMachine } from '../playlist/playlists.machine';
import { createPersonaMachine } from '../persona/createPersona.machine';
import { personaListsMachine } from '../persona/personaLists.machine';
import { createNotificationsActors } from '../actors/notifications.actors';
import { notificationsMachine } from '../notifications/notifications.machine';

/**
 * The logic of the children that run while someone is signed in, with their effects built
 * from the ports. The app loads this module when a session starts (its `loadSignedIn` actor),
 * so a signed-out page never downloads these machines (issue 11: the first route's code).
 */
export function createSignedInChildren(ports: Ports) {
  return {
    billing: billingMachine.provide({ actors: createBillingActors(ports.billing) }),
    generations: generationsMachine.provide({ actors: createGenerationsActors(ports) }),
    create: createMachine.provide({ actors: createCreateActors(ports) }),
    lyrics: lyricsMachine.provide({ actors: createLyricsActors(ports.lyrics) }),
    styles: stylesMachine.provide({ actors: createStylesActors(ports.tags) }),
    prompts: promptsMachine.provide({ actors: createPromptsActors(ports.prompts) }),
    library: libraryMachine.provide({ actors: createLibraryActors(ports.library) }),
    recentClips: recentClipsMachine.provide({ actors: createRecentClipsActors(ports.clips) }),
    // The create form's add menu: which page it shows (no effects).
    addMenu: addMenuMachine,
    playlists: playlistsMachine.provide({ actors: createPlaylistsActors(ports.playlists) }),
    addToPlaylist: addToPlaylistMachine.provide({ actors: createPlaylistsActors(ports.playlists) }),
    // The persona lists page and the Add menu's personas each keep their own list.
    personaLists: personaListsMachine.provide({
      actors: createPersonaListsActors(ports.personas),
    }),
    personaPicker: personaListsMachine.provide({
      actors: createPersonaListsActors(ports.personas),
    }),
    createPersona: createPersonaMachine.provide({
      actors: createCreatePersonaActors(ports.personas),
    }),
    notifications: notificationsMachine.provide({ actors: createNotificationsActors(ports) }),
  };
}

/** What `loadSignedIn` hands the app: each signed-in child's logic, by its id and systemId. */
export type SignedInChildren = ReturnType<typeof createSignedInChildren>;
