import { createAccessTokensActors } from '../actors/accessTokens.actors';
import { accessTokensMachine } from '../account/accessTokens.machine';
import { createClipActionsActors } from '../actors/clipActions.actors';
import { createClipFamilyActors } from '../actors/clipFamily.actors';
import { createClipsActors } from '../actors/clips.actors';
import { createCommentsActors } from '../actors/comments.actors';
import { commentsMachine } from '../comments/comments.machine';
import { createClipReactionActors, createClipSettingsActors } from '../actors/clipMenu.actors';
import { clipReactionMachine } from '../clipMenu/clipReaction.machine';
import { clipSettingsMachine } from '../clipMenu/clipSettings.machine';
import type { Ports } from '../actors/ports';
import { createPlaylistActors } from '../actors/playlists.actors';
import { createProfileActors } from '../actors/profiles.actors';
import { playlistMachine } from '../playlist/playlist.machine';
import { createPersonaActors } from '../actors/personas.actors';
import { createSongRadioActors, createTagRadioActors } from '../actors/liveRadio.actors';
import { songRadioMachine } from '../liveRadio/songRadio.machine';
import { tagRadioMachine } from '../liveRadio/tagRadio.machine';
import { personaMachine } from '../persona/persona.machine';
import { createSyncedLyricsActors } from '../actors/syncedLyrics.actors';
import { syncedLyricsMachine } from '../player/syncedLyrics.machine';
import { profileMachine } from '../profile/profile.machine';
import { clipActionsMachine } from '../song/clipActions.machine';
import { clipFamilyMachine } from '../song/clipFamily.machine';
import { songMachine } from '../song/song.machine';

/**
 * The logic of the song and profile pages' actors, with their effects built from the ports.
 * The app loads this module when such a page first opens (its `loadPages` actor), so no other
 * page downloads these machines (issue 11: the first route's code).
 */
export function createPageChildren(ports: Ports) {
  return {
    song: songMachine.provide({ actors: createClipsActors(ports.clips) }),
    clipFamily: clipFamilyMachine.provide({ actors: createClipFamilyActors(ports.clips) }),
    clipActions: clipActionsMachine.provide({ actors: createClipActionsActors(ports) }),
    profile: profileMachine.provide({ actors: createProfileActors(ports.profiles) }),
    clipReaction: clipReactionMachine.provide({
      actors: createClipReactionActors(ports.clipSettings),
    }),
    clipSettings: clipSettingsMachine.provide({
      actors: createClipSettingsActors(ports.clipSettings),
    }),
    playlist: playlistMachine.provide({ actors: createPlaylistActors(ports.playlists) }),
    persona: personaMachine.provide({ actors: createPersonaActors(ports.personas) }),
    accessTokens: accessTokensMachine.provide({
      actors: createAccessTokensActors(ports.accessTokens),
    }),
    comments: commentsMachine.provide({ actors: createCommentsActors(ports.comments) }),
    songRadio: songRadioMachine.provide({
      actors: createSongRadioActors(ports.clips, ports.radio),
    }),
    syncedLyrics: syncedLyricsMachine.provide({
      actors: createSyncedLyricsActors(ports.clips),
    }),
    tagRadio: tagRadioMachine.provide({ actors: createTagRadioActors(ports.radio) }),
  };
}

/** What `loadPages` hands the app: each page actor's logic, by the name a request gives. */
export type PageChildren = ReturnType<typeof createPageChildren>;
