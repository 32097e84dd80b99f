import { createAccessTokensActors } from '../actors/accessTokens.actors';
import { accessTokensMachine } from '../account/accessTokens.machine';
import { createClipActionsActors, createDownloadActors } from '../actors/clipActions.actors';
import { downloadMachine } from '../download/download.machine';
import { createClipFamilyActors } from '../actors/clipFamily.actors';
import { createClipsActors } from '../actors/clips.actors';
import { createCommentsActors } from '../actors/comments.actors';
import { commentsMachine } from '../comments/comments.machine';
import { createClipReactionActors, createClipSettingsActors } from '../actors/clipMenu.actors';
import { clipReactionMachine } from '../clipMenu/clipReaction.machine';
import { clipSettingsMachine } from '../clipMenu/clipSettings.machine';
import type { Ports } from '../actors/ports';
import { createPlaylistActors } from '../actors/playlists.actors';
import {
  createFollowingFeedActors,
  createProfileActors,
  createProfileListActors,
  createProfileShelvesActors,
} from '../actors/profiles.actors';
import { followingFeedMachine } from '../feed/followingFeed.machine';
import { playlistMachine } from '../playlist/playlist.machine';
import { createPersonaActors } from '../actors/personas.actors';
import { createSongRadioActors, createTagRadioActors } from '../actors/liveRadio.actors';
import { songRadioMachine } from '../liveRadio/songRadio.machine';
import { tagRadioMachine } from '../liveRadio/tagRadio.machine';
import { personaMachine } from '../persona/persona.machine';
import { createSyncedLyricsActors } from '../actors/syncedLyrics.actors';
import { createRemixTreeActors } from '../actors/remixTree.actors';
import { createShareCodeActors } from '../actors/share.actors';
import { shareCodeMachine } from '../share/shareCode.machine';
import {
  createHookFlowActors,
  createHookPageActors,
  createHookRenderActors,
  createHookSongsActors,
  createHooksFeedActors,
} from '../actors/hooks.actors';
import { createVideoUploadActors } from '../actors/videoUploads.actors';
import { hookFlowMachine } from '../hooks/hookFlow.machine';
import { hookRenderMachine } from '../hooks/hookRender.machine';
import { hookSongsMachine } from '../hooks/hookSongs.machine';
import { videoUploadMachine } from '../video/videoUpload.machine';
import { hookPageMachine } from '../hooks/hookPage.machine';
import { hooksFeedMachine } from '../hooks/hooksFeed.machine';
import { remixTreeMachine } from '../song/remixTree.machine';
import { syncedLyricsMachine } from '../player/syncedLyrics.machine';
import { createClipWaveformActors } from '../actors/clipWaveform.actors';
import { clipWaveformMachine } from '../player/clipWaveform.machine';
import { profileMachine } from '../profile/profile.machine';
import { profileListMachine } from '../profile/profileList.machine';
import { profileShelvesMachine } from '../profile/profileShelves.machine';
import { clipActionsMachine } from '../song/clipActions.machine';
import { clipFamilyMachine } from '../song/clipFamily.machine';
import { songMachine } from '../song/song.machine';
import { createClipVideoActors, createShareAssetActors } from '../actors/video.actors';
import { clipVideoMachine } from '../video/clipVideo.machine';
import { shareAssetMachine } from '../video/shareAsset.machine';
import {
  createWorkspaceInvitesActors,
  createWorkspaceMembersActors,
} from '../actors/workspaces.actors';
import { workspaceInvitesMachine } from '../workspace/workspaceInvites.machine';
import { workspaceMembersMachine } from '../workspace/workspaceMembers.machine';
import { createSearchActors } from '../actors/search.actors';
import { searchMachine } from '../search/search.machine';
import { createMentionSuggestActors } from '../actors/mentionSuggest.actors';
import { mentionSuggestMachine } from '../mention/mentionSuggest.machine';
import {
  createContestActors,
  createDiscoverActors,
  createUserEventsActors,
} from '../actors/discover.actors';
import { createTagSongsActors } from '../actors/tagSongs.actors';
import { contestMachine } from '../discover/contest.machine';
import { contestClipMachine } from '../discover/contestClip.machine';
import { contestsMachine } from '../discover/contests.machine';
import { discoverMachine } from '../discover/discover.machine';
import { tagSongsMachine } from '../search/tagSongs.machine';
import { userEventsMachine } from '../discover/userEvents.machine';
import { createEditActionActors, createEditorActors } from '../actors/edit.actors';
import { editActionMachine } from '../edit/editAction.machine';
import { editorMachine } from '../edit/editor.machine';

/**
 * The logic of the song and profile pages' actors, with their effects built from the ports.
 * The app loads this module when such a page first opens (its `loadPages` actor), so no other
 * page downloads these machines (issue 11: the first route's code).
 */
export function createPageChildren(ports: Ports) {
  const profileList = profileListMachine.provide({
    actors: createProfileListActors(ports.profiles),
  });
  return {
    song: songMachine.provide({ actors: createClipsActors(ports.clips) }),
    clipFamily: clipFamilyMachine.provide({ actors: createClipFamilyActors(ports.clips) }),
    clipActions: clipActionsMachine.provide({ actors: createClipActionsActors(ports) }),
    profile: profileMachine.provide({ actors: createProfileActors(ports.profiles) }),
    profileShelves: profileShelvesMachine.provide({
      actors: createProfileShelvesActors(ports.profiles),
    }),
    // One list machine, run for a profile's playlists, personas and lists opened on request.
    profilePlaylists: profileList,
    profilePersonas: profileList,
    profileList,
    followingFeed: followingFeedMachine.provide({
      actors: createFollowingFeedActors(ports.profiles),
    }),
    clipReaction: clipReactionMachine.provide({
      actors: createClipReactionActors(ports.clipSettings),
    }),
    clipSettings: clipSettingsMachine.provide({
      actors: {
        ...createClipSettingsActors(ports.clipSettings),
        // The editor's video cover upload: without its calls it failed before any request.
        videoUpload: videoUploadMachine.provide({
          actors: createVideoUploadActors(ports.videoUploads),
        }),
      },
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
    clipWaveform: clipWaveformMachine.provide({ actors: createClipWaveformActors(ports.clips) }),
    tagRadio: tagRadioMachine.provide({ actors: createTagRadioActors(ports.radio) }),
    remixTree: remixTreeMachine.provide({ actors: createRemixTreeActors(ports.remixes) }),
    shareCode: shareCodeMachine.provide({ actors: createShareCodeActors(ports.share) }),
    clipVideo: clipVideoMachine.provide({ actors: createClipVideoActors(ports.video) }),
    shareAsset: shareAssetMachine.provide({ actors: createShareAssetActors(ports.video) }),
    download: downloadMachine.provide({ actors: createDownloadActors(ports.downloads) }),
    workspaceMembers: workspaceMembersMachine.provide({
      actors: createWorkspaceMembersActors(ports.workspaces),
    }),
    workspaceInvites: workspaceInvitesMachine.provide({
      actors: createWorkspaceInvitesActors(ports.workspaces),
    }),
    search: searchMachine.provide({ actors: createSearchActors(ports) }),
    mentionSuggest: mentionSuggestMachine.provide({
      actors: createMentionSuggestActors(ports.search),
    }),
    discover: discoverMachine.provide({ actors: createDiscoverActors(ports.discover) }),
    userEvents: userEventsMachine.provide({ actors: createUserEventsActors(ports.discover) }),
    editor: editorMachine.provide({
      actors: {
        ...createEditorActors(ports, () => crypto.randomUUID(), Date.now),
        editAction: editActionMachine.provide({ actors: createEditActionActors(ports) }),
      },
    }),
    hooksFeed: hooksFeedMachine.provide({ actors: createHooksFeedActors(ports.hooks) }),
    hookPage: hookPageMachine.provide({ actors: createHookPageActors(ports.hooks, ports.share) }),
    hookFlow: hookFlowMachine.provide({
      actors: {
        ...createHookFlowActors(ports),
        videoUpload: videoUploadMachine.provide({
          actors: createVideoUploadActors(ports.videoUploads),
        }),
        hookRender: hookRenderMachine.provide({ actors: createHookRenderActors(ports.hooks) }),
      },
    }),
    hookSongs: hookSongsMachine.provide({ actors: createHookSongsActors(ports.search) }),
    tagSongs: tagSongsMachine.provide({ actors: createTagSongsActors(ports.search) }),
    contests: contestsMachine.provide({ actors: createContestActors(ports.discover) }),
    contest: contestMachine.provide({ actors: createContestActors(ports.discover) }),
    contestClip: contestClipMachine.provide({ actors: createContestActors(ports.discover) }),
  };
}

/** What `loadPages` hands the app: each page actor's logic, by the name a request gives. */
export type PageChildren = ReturnType<typeof createPageChildren>;
