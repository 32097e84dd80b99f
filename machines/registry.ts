import type { AnyStateMachine } from 'xstate';
import { accessTokensMachine } from './account/accessTokens.machine';
import { appMachine } from './app/app.machine';
import { pagesMachine } from './app/pages.machine';
import { billingMachine } from './billing/billing.machine';
import { addMenuMachine } from './create/addMenu.machine';
import { createMachine } from './create/create.machine';
import { recentClipsMachine } from './create/recentClips.machine';
import { stylesMachine } from './create/styles.machine';
import { clipMachine } from './generations/clip.machine';
import { generationsMachine } from './generations/generations.machine';
import { libraryMachine } from './library/library.machine';
import { liveRadioMachine } from './liveRadio/liveRadio.machine';
import { songRadioMachine } from './liveRadio/songRadio.machine';
import { syncedLyricsMachine } from './player/syncedLyrics.machine';
import { tagRadioMachine } from './liveRadio/tagRadio.machine';
import { lyricsMachine } from './lyrics/lyrics.machine';
import { addToPlaylistMachine } from './playlist/addToPlaylist.machine';
import { playerMachine } from './player/player.machine';
import { playerHostMachine } from './player/playerHost.machine';
import { playlistMachine } from './playlist/playlist.machine';
import { playlistsMachine } from './playlist/playlists.machine';
import { autoplayMachine } from './player/autoplay.machine';
import { playbarSyncMachine } from './player/playbarSync.machine';
import { playCountsMachine } from './player/playCounts.machine';
import { preferencesMachine } from './preferences/preferences.machine';
import { createPersonaMachine } from './persona/createPersona.machine';
import { personaMachine } from './persona/persona.machine';
import { personaListsMachine } from './persona/personaLists.machine';
import { profileMachine } from './profile/profile.machine';
import { promptsMachine } from './prompts/prompts.machine';
import { sessionMachine } from './session/session.machine';
import { clipActionsMachine } from './song/clipActions.machine';
import { clipFamilyMachine } from './song/clipFamily.machine';
import { songMachine } from './song/song.machine';
import { wavDownloadMachine } from './song/wavDownload.machine';
import { toastsMachine } from './toasts/toasts.machine';
import { clipReactionMachine } from './clipMenu/clipReaction.machine';
import { clipSettingsMachine } from './clipMenu/clipSettings.machine';
import { commentsMachine } from './comments/comments.machine';
import { notificationsMachine } from './notifications/notifications.machine';

/** Every machine, for the generated statechart docs and the path-suite check. */
export const machines: readonly AnyStateMachine[] = [
  appMachine,
  pagesMachine,
  commentsMachine,
  notificationsMachine,
  playerHostMachine,
  playerMachine,
  sessionMachine,
  preferencesMachine,
  toastsMachine,
  playbarSyncMachine,
  playCountsMachine,
  autoplayMachine,
  billingMachine,
  generationsMachine,
  clipMachine,
  createMachine,
  addMenuMachine,
  stylesMachine,
  promptsMachine,
  lyricsMachine,
  libraryMachine,
  recentClipsMachine,
  songMachine,
  clipFamilyMachine,
  accessTokensMachine,
  clipActionsMachine,
  wavDownloadMachine,
  profileMachine,
  clipReactionMachine,
  clipSettingsMachine,
  playlistMachine,
  playlistsMachine,
  liveRadioMachine,
  songRadioMachine,
  syncedLyricsMachine,
  tagRadioMachine,
  addToPlaylistMachine,
  personaMachine,
  personaListsMachine,
  createPersonaMachine,
];
