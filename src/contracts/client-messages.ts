import type { ErrorCode } from './errors';

/**
 * Codes only the browser produces (they never come from the server), for the toasts and
 * messages of spec 000 §4, §8 and spec 001 §8. Views translate them like error codes,
 * with `t('errors.<code>')`.
 */
export const CLIENT_MESSAGE_CODES = [
  // Spec 000 §4: a clip stuck in submitted/queued: "no credits were used".
  'clipStuck',
  // Spec 000 §8 clip errors: moderation_failure ("Couldn't generate that" + message), anything else.
  'clipModerationFailure',
  'clipFailed',
  // Spec 001 §8 lyrics errors that have no server code.
  'lyricsWait',
  'lyricsCopyright',
  'lyricsFailed',
  // Spec 000 §8, §9: saved prompts.
  'promptSaved',
  'promptSaveFailed',
  // Spec 000 §8: the song page's tasks and downloads.
  'remasterFailed',
  'wavTimedOut',
  'downloadFailed',
  'taskStarted',
  // Clip settings and reactions (issue 12): the menu's outcomes; a failed like is rolled back.
  'reactionFailed',
  'published',
  'unpublished',
  'detailsSaved',
  'remixSaved',
  'reported',
  'feedbackSent',
  'notInterestedSaved',
  'linkCopied',
  // The clip menu's embed code (issue 13).
  'embedCopied',
  'settingsFailed',
  // Playlists (issue 12): songs filed into a playlist ("Added to {{name}}").
  'playlistAdded',
  // Spec 001 §8 personas: success toasts, and the failures without a server detail.
  'personaCreated',
  'personaUpdated',
  'personaLoved',
  'personaUnloved',
  'personaCreateFailed',
  'personaUpdateFailed',
  'personasFetchFailed',
  'trashedPersonasFetchFailed',
  'personaLoveFailed',
  'personaFollowFailed',
  // Spec 001 §4 "Player": an audio error pauses the player and is reported.
  'audioFailed',
  // Profiles (issue 14): the owner's edit saved; a follow rolled back; pins (spec 000 §5).
  'profileSaved',
  'followFailed',
  'clipPinned',
  'clipUnpinned',
  // Spec 000 §8 "Other toasts": a clip video and a share asset that failed or took too long.
  'videoTimedOut',
  'videoFailed',
  'shareAssetFailed',
  // Spec 001 §8 hooks: the render's outcome and the creation errors.
  'hookPosted',
  'hookFailedModeration',
  'hookRenderFailed',
  'hookProcessingFailed',
  'hookInvalidResponse',
  'hookCreateException',
  'hookLinkCopied',
  'hookLikeFailed',
  'hookCommentFailed',
  // Spec 001 §8 upload toasts: a video upload's failures.
  'uploadTimedOut',
  'videoProcessingTimedOut',
  'videoUploadRefused',
  'videoUploadFailed',
  // Spec 001 §8 workspaces: the confirmation notices, and the collaboration calls' fallback.
  'workspaceRenamed',
  'workspaceClipAdded',
  'workspaceClipsAdded',
  'workspaceClipRemoved',
  'workspaceClipPinned',
  'workspaceClipUnpinned',
  'workspaceTrashed',
  'workspaceRestored',
  'workspaceClipsMoved',
  'workspaceCreated',
  'workspaceUnknownError',
  // Issue 19: what collaborators are told (invited, joined, removed from a workspace).
  'workspaceInviteSent',
  'workspaceInviteAccepted',
  'workspaceInviteDeclined',
  'workspaceCollaboratorRemoved',
  'workspaceLeft',
  'workspaceRemovedYou',
  'workspaceUnavailable',
  // Spec 001 §8 edit actions: a failed or unfinished edit; edit mode's selection playback.
  'editActionFailed',
  'editPlaybackFailed',
  // Audio uploads (issue 16, spec 000 §8, spec 001 §8 "Upload timed out").
  'invalidUpload',
  'audioProcessingTimedOut',
  'uploadProcessingTimedOut',
  'uploadFailed',
  'uploadFinishFailed',
  'statusCheckFailed',
  'uploadTimedOut',
  'uploadRefused',
  'uploadTooLarge',
  'microphoneRefused',
] as const;
export type ClientMessageCode = (typeof CLIENT_MESSAGE_CODES)[number];

/** What a toast or an inline message may carry. */
export type MessageCode = ErrorCode | ClientMessageCode;
