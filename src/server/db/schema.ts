import type { ColumnType, Generated } from 'kysely';
import type { ClipStatus } from '../../contracts/clip';
import type { Tier } from '../../contracts/constants';
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
  isRead: Generated<boolean>;
  isSuppressed: Generated<boolean>;
  updatedAt: GeneratedTimestamp;
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
  radio_slot: RadioSlotTable;
  playbar_state: PlaybarStateTable;
}
