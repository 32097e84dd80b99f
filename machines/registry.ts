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
import { clipWaveformMachine } from './player/clipWaveform.machine';
import { tagRadioMachine } from './liveRadio/tagRadio.machine';
import { discoverMachine } from './discover/discover.machine';
import { userEventsMachine } from './discover/userEvents.machine';
import { contestMachine } from './discover/contest.machine';
import { contestsMachine } from './discover/contests.machine';
import { contestClipMachine } from './discover/contestClip.machine';
import { tagSongsMachine } from './search/tagSongs.machine';
import { lyricsMachine } from './lyrics/lyrics.machine';
import { editorMachine } from './edit/editor.machine';
import { editActionMachine } from './edit/editAction.machine';
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
import { profileListMachine } from './profile/profileList.machine';
import { profileShelvesMachine } from './profile/profileShelves.machine';
import { followsMachine } from './profile/follows.machine';
import { pinsMachine } from './profile/pins.machine';
import { followingFeedMachine } from './feed/followingFeed.machine';
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
import { shareMachine } from './share/share.machine';
import { audioTransferMachine } from './upload/audioTransfer.machine';
import { studioUploadMachine } from './upload/studioUpload.machine';
import { studioUploadsMachine } from './upload/studioUploads.machine';
import { uploadModalMachine } from './upload/uploadModal.machine';
import { shareCodeMachine } from './share/shareCode.machine';
import { remixTreeMachine } from './song/remixTree.machine';
import { clipVideoMachine } from './video/clipVideo.machine';
import { downloadMachine } from './download/download.machine';
import { shareAssetMachine } from './video/shareAsset.machine';
import { hookFlowMachine } from './hooks/hookFlow.machine';
import { hookRenderMachine } from './hooks/hookRender.machine';
import { hookSongsMachine } from './hooks/hookSongs.machine';
import { hookPageMachine } from './hooks/hookPage.machine';
import { hooksFeedMachine } from './hooks/hooksFeed.machine';
import { videoUploadMachine } from './video/videoUpload.machine';
import { workspaceMachine } from './workspace/workspace.machine';
import { workspaceFilingMachine } from './workspace/workspaceFiling.machine';
import { workspaceInvitesMachine } from './workspace/workspaceInvites.machine';
import { workspaceListsMachine } from './workspace/workspaceLists.machine';
import { workspaceMembersMachine } from './workspace/workspaceMembers.machine';
import { workspaceViewMachine } from './workspace/workspaceView.machine';
import { searchMachine } from './search/search.machine';
import { mentionSuggestMachine } from './mention/mentionSuggest.machine';

/** Every machine, for the generated statechart docs and the path-suite check. */
export const machines: readonly AnyStateMachine[] = [
  appMachine,
  clipVideoMachine,
  downloadMachine,
  shareAssetMachine,
  hookFlowMachine,
  hookSongsMachine,
  hookRenderMachine,
  hookPageMachine,
  hooksFeedMachine,
  videoUploadMachine,
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
  profileShelvesMachine,
  profileListMachine,
  followsMachine,
  pinsMachine,
  followingFeedMachine,
  clipReactionMachine,
  clipSettingsMachine,
  playlistMachine,
  playlistsMachine,
  liveRadioMachine,
  songRadioMachine,
  syncedLyricsMachine,
  clipWaveformMachine,
  tagRadioMachine,
  discoverMachine,
  userEventsMachine,
  tagSongsMachine,
  contestsMachine,
  contestMachine,
  contestClipMachine,
  workspaceMachine,
  workspaceViewMachine,
  workspaceFilingMachine,
  workspaceListsMachine,
  workspaceInvitesMachine,
  workspaceMembersMachine,
  addToPlaylistMachine,
  personaMachine,
  personaListsMachine,
  createPersonaMachine,
  shareMachine,
  shareCodeMachine,
  remixTreeMachine,
  searchMachine,
  mentionSuggestMachine,
  editorMachine,
  editActionMachine,
  uploadModalMachine,
  audioTransferMachine,
  studioUploadsMachine,
  studioUploadMachine,
];
