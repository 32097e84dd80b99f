import type { ColumnType, Generated } from 'kysely';
import type { ClipStatus } from '../../contracts/clip';
import type { Tier, UploadKind } from '../../contracts/constants';
import type { HookRender } from '../../contracts/hook';
import type { UploadRowStatus } from '../../contracts/uploads';
import type { ClipVideoState, ShareAssetType } from '../../contracts/video';
import type { LEDGER_REASONS } from './migrations/0002_generation';

export type LedgerReason = (typeof LEDGER_REASONS)[number];
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

/** Column types as Kysely sees them; names follow Better Auth's camelCase convention. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a default: optional on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  handle: string;
  tier: Generated<Tier>;
  isStaff: Generated<boolean>;
  credits: Generated<number>;
  pastDue: Generated<boolean>;
  needsSupport: Generated<boolean>;
  /** Spec 000 §6: the skip-paywall flag, which gives the top upload length. */
  skipPaywall: Generated<boolean>;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CreditLedgerTable {
  id: Generated<string>;
  userId: string;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  clipId: string | null;
  grantDay: string | null;
  note: string | null;
  createdAt: GeneratedTimestamp;
}

export interface GenerationRequestTable {
  id: string;
  userId: string;
  status: Generated<'running' | 'complete' | 'error'>;
  body: Json;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface ClipTable {
  id: string;
  requestId: string;
  userId: string;
  status: Generated<ClipStatus>;
  title: string;
  modelName: string;
  seed: number;
  metadata: Json;
  lyrics: string | null;
  durationS: number | null;
  renderedS: Generated<number>;
  hasMedia: Generated<boolean>;
  errorType: string | null;
  errorMessage: string | null;
  isPublic: Generated<boolean>;
  isTrashed: Generated<boolean>;
  playCount: Generated<number>;
  upvoteCount: Generated<number>;
  commentCount: Generated<number>;
  /** The lease key of the worker process rendering the clip (null before a worker takes it). */
  workerLease: number | null;
  /** When that worker took it: a lease older than the job's current attempt is stale. */
  workerLeasedAt: Date | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  // Clip settings (issue 12): the owner's text and switches.
  caption: string | null;
  /** JSON text: a list of handles. */
  captionMentions: Generated<string>;
  displayTags: string | null;
  isPinned: Generated<boolean>;
  allowComments: Generated<boolean>;
  canRemix: Generated<boolean>;
  showRemix: Generated<boolean>;
  remixType: string | null;
  downloadDisabledReason: string | null;
  /** JSON text: a list of contest ids. */
  contestIds: Generated<string>;
  optOutVideoCoverHook: Generated<boolean>;
  isAudioUploadTosAccepted: Generated<boolean>;
  feedbackReason: string | null;
  /** JSON text: an object, or null. */
  configurations: string | null;
  imageFile: string | null;
  /** The owner's video cover (issue 18): one of CLIP_FILES' video-cover files, or null. */
  videoCoverFile: string | null;
  // Profiles (issue 14): when the owner pinned it (null: not pinned), when first published.
  pinnedAt: Date | null;
  publishedAt: Date | null;
  // Clip videos (issue 18): the render's state; `videoSourceAt` is when the render that made
  // the current video read the clip, `contentChangedAt` when the title, cover or lyrics changed.
  videoStatus: ClipVideoState | null;
  videoError: string | null;
  videoRequestedAt: Date | null;
  videoSourceAt: Date | null;
  contentChangedAt: Date | null;
  // Search (issue 15): the column "searchDocument" (tsvector) is kept by a trigger and read only
  // in SQL (src/server/search/); left out here so no clip read or write names it. So are
  // "styleTags" (`metadata.tags`, migration 20261128T02b0). The trending score lives in the
  // table clip_trending (migration 20261128T06a0), kept by triggers and read in SQL alone.
}

/** A share card made of a clip (issue 18); `timeout` is told from its age, never stored. */
export interface ShareAssetTable {
  id: string;
  clipId: string;
  assetType: ShareAssetType;
  status: 'rendering' | 'complete' | 'error';
  errorMessage: string | null;
  sourceAt: Date | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface LyricsRequestTable {
  id: string;
  userId: string;
  prompt: string;
  status: 'running' | 'complete' | 'error';
  text: Generated<string>;
  title: Generated<string>;
  tags: Generated<string>;
  errorMessage: string | null;
  createdAt: GeneratedTimestamp;
}

export interface SavedPromptTable {
  id: string;
  userId: string;
  gptDescriptionPrompt: string | null;
  lyrics: string | null;
  tags: string | null;
  negativeTags: string | null;
  title: string | null;
  sliders: Json | null;
  createdAt: GeneratedTimestamp;
}

export interface AccessTokenTable {
  id: string;
  userId: string;
  name: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  tokenHash: string;
  lastFour: string;
  createdAt: GeneratedTimestamp;
  lastUsedAt: Date | null;
}

export interface PersonaTable {
  id: string;
  userId: string;
  name: string;
  description: Generated<string>;
  rootClipId: string;
  /** The engine's captured Persona (voice, style, tonic), without its directory. */
  data: Json;
  isPublic: Generated<boolean>;
  isTrashed: Generated<boolean>;
  upvoteCount: Generated<number>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A persona_love or persona_follow row: one user's mark on one persona. */
export interface PersonaMarkTable {
  userId: string;
  personaId: string;
  createdAt: GeneratedTimestamp;
}

export interface PlaylistTable {
  id: string;
  userId: string;
  name: string;
  description: Generated<string>;
  isPublic: Generated<boolean>;
  isTrashed: Generated<boolean>;
  upvoteCount: Generated<number>;
  playCount: Generated<number>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** One clip of a playlist at its position (0-based, dense). */
export interface PlaylistClipTable {
  playlistId: string;
  clipId: string;
  position: number;
  createdAt: GeneratedTimestamp;
}

/** One user's like of a playlist. */
export interface PlaylistLikeTable {
  userId: string;
  playlistId: string;
  createdAt: GeneratedTimestamp;
}

export interface AppSettingTable {
  key: string;
  value: Json;
}

/** One viewer's like (L) or dislike (D) of a clip, with the feedback reasons given. */
export interface ClipReactionTable {
  userId: string;
  clipId: string;
  reactionType: 'L' | 'D';
  feedbackReason: string | null;
  updatedAt: GeneratedTimestamp;
}

/** One user's report of a clip (update_flag_state). */
export interface ClipFlagTable {
  userId: string;
  clipId: string;
  reason: string;
  details: Generated<string>;
  createdAt: GeneratedTimestamp;
}

/** One user's recommendation feedback on a clip (not_interested). */
export interface ClipRecommendFeedbackTable {
  userId: string;
  clipId: string;
  feedbackType: string;
  createdAt: GeneratedTimestamp;
}

/** One slot of a live radio station's schedule: a song from `startMs` for `durationS`. */
export interface RadioSlotTable {
  stationId: string;
  /** The slot's place in the station's schedule, counting up from 1. */
  seq: number;
  clipId: string;
  /** The clip's place in the station's seeded order (what the next slot follows). */
  orderKey: string;
  startMs: number;
  durationS: number;
}

/** Spec 001 §3 "Playbar state": a signed-in user's saved playbar (one row each). */
export interface PlaybarStateTable {
  userId: string;
  playbarState: 'playing' | 'paused';
  songIndex: number;
  songPlayTime: number;
  repeatState: 'repeat' | 'no-repeat';
  actionTime: Date;
  /** JSON text: a list of clip ids. */
  songIdsInQueue: string;
  volume: number;
  deviceId: string;
  deviceType: 'desktop' | 'mobile';
  contextId: string | null;
  contextType: string | null;
  updatedAt: GeneratedTimestamp;
}

/** Every table the server reads or writes. */
export interface CommentTable {
  id: string;
  clipId: string;
  userId: string;
  parentId: string | null;
  content: string;
  userMentions: Generated<string>;
  trackTimestamp: number | null;
  likeCount: Generated<number>;
  dislikeCount: Generated<number>;
  replyCount: Generated<number>;
  createdAt: GeneratedTimestamp;
}

export interface CommentReactionTable {
  userId: string;
  commentId: string;
  reaction: 'LIKE' | 'DISLIKE';
  createdAt: GeneratedTimestamp;
}

export interface CommentReportTable {
  userId: string;
  commentId: string;
  reason: string;
  createdAt: GeneratedTimestamp;
}

export interface CommentBlockTable {
  userId: string;
  blockedUserId: string;
  reason: Generated<string>;
  createdAt: GeneratedTimestamp;
}

export interface NotificationTable {
  id: string;
  userId: string;
  actorId: string | null;
  notificationType: string;
  clipId: string | null;
  commentId: string | null;
  playlistId: string | null;
  personaId: string | null;
  content: string | null;
  hookId: Generated<string | null>;
  isRead: Generated<boolean>;
  isSuppressed: Generated<boolean>;
  updatedAt: GeneratedTimestamp;
  /** When the group began (a like's notification gathers the likes of a window after it). */
  createdAt: GeneratedTimestamp;
}

/** Who caused a notification (several for a group of likes), each with when they last did. */
export interface NotificationActorTable {
  notificationId: string;
  userId: string;
  createdAt: GeneratedTimestamp;
}

/** A short share link: one per content, type, platform and recommendation item ('' for none). */
export interface ShareLinkTable {
  id: string;
  contentType: string;
  contentId: string;
  platform: string;
  recommendationItemId: Generated<string>;
  userId: string | null;
  createdAt: GeneratedTimestamp;
}

/** One user following another (issue 14). */
export interface UserFollowTable {
  followerId: string;
  followeeId: string;
  createdAt: GeneratedTimestamp;
}

/** What a user wrote about themselves (issue 14); absent until they do. */
export interface UserProfileTable {
  userId: string;
  bio: Generated<string>;
  updatedAt: GeneratedTimestamp;
}

/** Workspaces (spec 001 §3 "Workspace (project)"). */
export interface ProjectTable {
  id: string;
  userId: string;
  name: string;
  description: Generated<string>;
  isTrashed: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A clip filed in a workspace (at most one each). */
export interface ProjectClipTable {
  clipId: string;
  projectId: string;
  isPinned: Generated<boolean>;
  createdAt: GeneratedTimestamp;
}

/** An invitation to a workspace; accepted, it makes the invited user a collaborator. */
export interface ProjectInviteTable {
  id: string;
  projectId: string;
  invitedUserId: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A song a user downloaded, for the download quota (issue 16). */
export interface ClipDownloadTable {
  userId: string;
  clipId: string;
  createdAt: GeneratedTimestamp;
}

/** How often a clip's download action was taken (spec 000 §7 increment_action_count). */
export interface ClipActionCountTable {
  clipId: string;
  action: string;
  count: Generated<number>;
}

/** Plays of one clip on one day (UTC), for trending's recent plays (issue 15). */
export interface ClipPlayDayTable {
  clipId: string;
  day: string;
  plays: number;
}

/** A presigned upload target and what became of it (issue 16). */
export interface UploadTable {
  id: string;
  userId: string;
  kind: UploadKind;
  status: Generated<UploadRowStatus>;
  extension: string;
  storageKey: string;
  maxBytes: number;
  expiresAt: Timestamp;
  uploadType: string | null;
  filename: string | null;
  sizeBytes: number | null;
  durationS: number | null;
  title: string | null;
  hasVocal: boolean | null;
  errorMessage: string | null;
  /** What the kind's calls asked for besides (is_stem_mix, a video's upload-finish options...). */
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  clipId: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** What decoding an uploaded video found (issue 18). */
  videoWidth: number | null;
  videoHeight: number | null;
  videoHasAudio: boolean | null;
}

export type HookStatus =
  'rendering' | 'rendered_passed_moderation' | 'rendered_failed_moderation' | 'error';

export interface HookTable {
  id: string;
  userId: string;
  clipId: string;
  uploadId: string;
  title: string;
  caption: string;
  allowComments: boolean;
  showLyrics: boolean;
  /** The create call's video_render, as checked (HookRender in src/contracts/hook.ts). */
  videoRender: ColumnType<HookRender, string, string>;
  status: HookStatus;
  likeCount: Generated<number>;
  commentCount: Generated<number>;
  createdAt: GeneratedTimestamp;
  renderedAt: Timestamp | null;
}

export interface HookLikeTable {
  hookId: string;
  userId: string;
  createdAt: GeneratedTimestamp;
}

export interface HookCommentTable {
  id: string;
  hookId: string;
  userId: string;
  parentId: string | null;
  content: string;
  createdAt: GeneratedTimestamp;
}

/** A contest (issue 15): its base clips are JSON text, a list of clip ids. */
export interface ContestTable {
  id: string;
  title: string;
  description: Generated<string>;
  baseClipIds: Generated<string>;
  endTime: Date;
  createdBy: string | null;
  createdAt: GeneratedTimestamp;
}

/** A song whose fingerprint is stored (issue 16). */
export interface ClipFingerprintTable {
  clipId: string;
  hashCount: number;
  createdAt: GeneratedTimestamp;
}

/** One landmark hash of a song, at a frame (`at`) of its audio. */
export interface AudioFingerprintTable {
  clipId: string;
  hash: number;
  at: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  credit_ledger: CreditLedgerTable;
  generation_request: GenerationRequestTable;
  clip: ClipTable;
  lyrics_request: LyricsRequestTable;
  saved_prompt: SavedPromptTable;
  app_setting: AppSettingTable;
  access_token: AccessTokenTable;
  persona: PersonaTable;
  persona_love: PersonaMarkTable;
  persona_follow: PersonaMarkTable;
  clip_reaction: ClipReactionTable;
  clip_flag: ClipFlagTable;
  clip_recommend_feedback: ClipRecommendFeedbackTable;
  playlist: PlaylistTable;
  playlist_clip: PlaylistClipTable;
  playlist_like: PlaylistLikeTable;
  comment: CommentTable;
  comment_reaction: CommentReactionTable;
  comment_report: CommentReportTable;
  comment_block: CommentBlockTable;
  notification: NotificationTable;
  notification_actor: NotificationActorTable;
  share_link: ShareLinkTable;
  radio_slot: RadioSlotTable;
  playbar_state: PlaybarStateTable;
  user_follow: UserFollowTable;
  user_profile: UserProfileTable;
  share_asset: ShareAssetTable;
  clip_download: ClipDownloadTable;
  clip_action_count: ClipActionCountTable;
  project: ProjectTable;
  project_clip: ProjectClipTable;
  project_invite: ProjectInviteTable;
  clip_play_day: ClipPlayDayTable;
  upload: UploadTable;
  hook: HookTable;
  hook_like: HookLikeTable;
  hook_comment: HookCommentTable;
  contest: ContestTable;
  clip_fingerprint: ClipFingerprintTable;
  audio_fingerprint: AudioFingerprintTable;
}
