import { createBillingActors } from '../actors/billing.actors';
import { billingMachine } from '../billing/billing.machine';
import { createGenerationsActors } from '../actors/generations.actors';
import { generationsMachine } from '../generations/generations.machine';
import { createLyricsActors } from '../actors/lyrics.actors';
import { createPromptsActors } from '../actors/prompts.actors';
import { createRecentClipsActors } from '../actors/recentClips.actors';
import { createStylesActors } from '../actors/styles.actors';
import { recentClipsMachine } from '../create/recentClips.machine';
import { stylesMachine } from '../create/styles.machine';
import { lyricsMachine } from '../lyrics/lyrics.machine';
import { promptsMachine } from '../prompts/prompts.machine';
import { createLibraryActors } from '../actors/library.actors';
import {
  createAutoplayActors,
  createPlayCountsActors,
  createPlaybarSyncActors,
} from '../actors/musicPlayer.actors';
import { autoplayMachine } from '../player/autoplay.machine';
import { playbarSyncMachine } from '../player/playbarSync.machine';
import { playCountsMachine } from '../player/playCounts.machine';
import * as playerSelectors from '../player/player.selectors';
import { playerViewReader } from '../player/player.view';
import { createNotificationsActors } from '../actors/notifications.actors';
import { notificationsMachine } from '../notifications/notifications.machine';
import { createCreatePersonaActors, createPersonaListsActors } from '../actors/personas.actors';
import { createPlaylistsActors } from '../actors/playlists.actors';
import type { Ports } from '../actors/ports';
import { libraryMachine } from '../library/library.machine';
import { createPersonaMachine } from '../persona/createPersona.machine';
import { personaListsMachine } from '../persona/personaLists.machine';
import { addToPlaylistMachine } from '../playlist/addToPlaylist.machine';
import { createFollowsActors, createPinsActors } from '../actors/profiles.actors';
import { followsMachine } from '../profile/follows.machine';
import { pinsMachine } from '../profile/pins.machine';
import {
  createWorkspaceActors,
  createWorkspaceFilingActors,
  createWorkspaceListsActors,
} from '../actors/workspaces.actors';
import { workspaceMachine } from '../workspace/workspace.machine';
import { workspaceFilingMachine } from '../workspace/workspaceFiling.machine';
import { workspaceListsMachine } from '../workspace/workspaceLists.machine';
import { playlistsMachine } from '../playlist/playlists.machine';
import { createShareActors } from '../actors/share.actors';
import { shareMachine } from '../share/share.machine';
import { createStudioUploads, createUploadModal } from '../actors/uploads.actors';

/**
 * The logic of the signed-in children the create form's first view does not need (credits and
 * plans, the songs being made, writing lyrics, style suggestions, saved prompts, the recent songs, the library, playlists,
 * personas, follows and pins), loaded by `loadSignedInRest` once the page is idle so their code is not part of
 * the first route's (issue 11).
 */
export function createRestSignedInChildren(ports: Ports) {
  // The player's followers read it through its selectors (machines/player/player.view.ts).
  const readPlayer = playerViewReader(playerSelectors);
  return {
    billing: billingMachine.provide({ actors: createBillingActors(ports.billing) }),
    generations: generationsMachine.provide({ actors: createGenerationsActors(ports) }),
    lyrics: lyricsMachine.provide({ actors: createLyricsActors(ports.lyrics) }),
    styles: stylesMachine.provide({ actors: createStylesActors(ports.tags) }),
    prompts: promptsMachine.provide({ actors: createPromptsActors(ports.prompts) }),
    recentClips: recentClipsMachine.provide({ actors: createRecentClipsActors(ports.clips) }),
    library: libraryMachine.provide({ actors: createLibraryActors(ports.library) }),
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
    playbarSync: playbarSyncMachine.provide({
      actors: createPlaybarSyncActors(ports, readPlayer),
    }),
    playCounts: playCountsMachine.provide({ actors: createPlayCountsActors(ports, readPlayer) }),
    autoplay: autoplayMachine.provide({ actors: createAutoplayActors(ports, readPlayer) }),
    share: shareMachine.provide({ actors: createShareActors(ports.share) }),
    // Profiles (issue 14): every follow button's toggles, and the pin modal.
    follows: followsMachine.provide({ actors: createFollowsActors(ports.profiles) }),
    pins: pinsMachine.provide({ actors: createPinsActors(ports.profiles, ports.musicPlayer) }),
    // Workspaces (issue 19): the selection with its view, filing clips, the list screens.
    workspace: workspaceMachine.provide({ actors: createWorkspaceActors(ports) }),
    workspaceFiling: workspaceFilingMachine.provide({
      actors: createWorkspaceFilingActors(ports.workspaces),
    }),
    workspaceLists: workspaceListsMachine.provide({
      actors: createWorkspaceListsActors(ports.workspaces),
    }),
    // Audio uploads (issue 16): the upload modal and the studio upload panel.
    uploadModal: createUploadModal(ports.uploads),
    studioUploads: createStudioUploads(ports.uploads),
  };
}

/** What `loadSignedInRest` hands the app. */
export type RestSignedInChildren = ReturnType<typeof createRestSignedInChildren>;
