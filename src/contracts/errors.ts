/**
 * Error codes shared by the server (`{ detail, code }` bodies) and the client
 * (machines carry codes; views translate them with `t('errors.<code>')`).
 */
export const ERROR_CODES = [
  'network',
  'unknown',
  'unauthorized',
  'notFound',
  'validation',
  'invalidEmailOrPassword',
  'emailTaken',
  'handleTaken',
  'handleInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'invalidEmail',
  'tooManyRequests',
  'sessionExpired',
  // Generation (spec 000 §8): one code per row of the catalogue.
  'insufficientCredits',
  'subscriptionPastDue',
  'accountNeedsSupport',
  'copyright',
  'tooManyRunningJobs',
  'lyricsModeration',
  'elevatedUsage',
  'promptTooLong',
  'titleTooLong',
  // Spec 000 §8 "Remaster": 422 "Title too long", a shorter title (max 80 characters).
  'remasterTitleTooLong',
  'lyricsTooLong',
  'emptyPrompt',
  'modelNotAllowed',
  'unknownModel',
  'unsupportedTask',
  // Tasks over a stored clip (extend, cover, stems...).
  'clipNotReady',
  'invalidTaskInput',
  // Lyrics generation (spec 001 §8).
  'lyricsPromptError',
  'lyricsModerationFlagged',
  // Personal access tokens and the Origin check of cookie sessions (issue 6).
  'invalidAccessToken',
  'accessTokenNameRequired',
  'accessTokenNameTooLong',
  'tooManyAccessTokens',
  'invalidOrigin',
  // Personas (spec 001 §5, §8).
  'rootClipRequired',
  'rootClipNotOwned',
  'rootClipInstrumental',
  // A request body over its route's limit (issue 11).
  'payloadTooLarge',
  // Clip settings (issue 12, spec 000 §6, §8): remix refused, set_metadata's error types.
  'remixNotAllowed',
  'textModeration',
  'captionModeration',
  'imageModeration',
  'imageUpload',
  'videoCover',
  'displayTagsModeration',
  // Trash and delete (spec 000 §6, §7).
  'clipNotTrashed',
  'clipHasPersona',
  // Client-side: the trash or delete call failed (spec 000 §8 "Clip could not be deleted").
  'clipTrashFailed',
  'clipDeleteFailed',
  // Comments (issue 14, spec 000 §6): turned off by the owner, a blocked user, another's comment.
  'commentsDisabled',
  'commentBlocked',
  'commentNotOwned',
  // Profiles and pins (issue 14): following oneself; pinning a song others cannot see.
  'cannotFollowSelf',
  'pinNotPublic',
  // Workspaces (issue 19): owner-only changes, a trashed workspace's clips, collaboration refused.
  'workspaceOwnerOnly',
  'workspaceTrashed',
  'workspaceClipNotAllowed',
  'workspaceTooManyPins',
  'inviteNotAllowed',
  'collaborationOff',
  // Search (issue 15): persona queries need the persona-search flag (spec 001 §5).
  'personaSearchOff',
  // Downloads (issue 16, spec 000 §6): refused to others under the remix-contest flag; the quota.
  'downloadDisabled',
  'downloadQuotaReached',
  // Video uploads and hooks (issue 18, spec 001 §5, §6, §8).
  'hookInvalid',
  'videoRequired',
  'songRequired',
  'videoLength',
  'videoNotReady',
  'needsSupport',
  'uploadFinished',
  'uploadMissing',
  'fileTooLarge',
  'hookCommentsOff',
  // Uploads (issue 16): upload-finish before the file was posted, or twice; a clip too early.
  'uploadAlreadyFinished',
  'uploadNotReady',
  // The browser could not decode the chosen file (spec 000 §8 "Invalid upload").
  'invalidUpload',
  // A held file was lost (page memory) before it was posted.
  'uploadFailed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every error response from `/api/*`. */
export interface ErrorBody {
  detail: string;
  code?: ErrorCode | string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
