import type { Selectable, SelectQueryBuilder } from 'kysely';
import {
  DEFAULT_SETTINGS_METADATA,
  NO_TASK_METADATA,
  type Clip,
  type ClipMetadata,
  type ClipReaction,
} from '../../contracts/clip';
import { findModel } from '../../engine/models';
import type { DB } from '../db/database';
import type { ClipTable, Database } from '../db/schema';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';
import { clipVideoUrl, isVideoStale } from '../video/clip-video-view';

/** Clip rows with their owner's handle and name, ready for `toClip`. */
export function selectClips(db: DB) {
  return db
    .selectFrom('clip')
    .innerJoin('user', 'user.id', 'clip.userId')
    .selectAll('clip')
    .select(['user.handle as handle', 'user.name as displayName']);
}

export type ClipRow = Selectable<ClipTable> & { handle: string; displayName: string };

/** A clip row with the viewer's reaction joined in (see `withReaction`). */
export type ClipRowWithReaction = ClipRow & {
  reactionType: 'L' | 'D' | null;
  reactionFeedbackReason: string | null;
  reactionUpdatedAt: Date | string | null;
};

/** Adds the viewer's reaction (spec 000 §3 `reaction`) to a clip query; none signed out. */
export function withReaction<O>(
  query: SelectQueryBuilder<Database, 'clip' | 'user', O>,
  viewerId: string | undefined,
) {
  return query
    .leftJoin('clip_reaction as reaction', (join) =>
      join.onRef('reaction.clipId', '=', 'clip.id').on('reaction.userId', '=', viewerId ?? ''),
    )
    .select([
      'reaction.reactionType as reactionType',
      'reaction.feedbackReason as reactionFeedbackReason',
      'reaction.updatedAt as reactionUpdatedAt',
    ]);
}

/** The viewer's reaction of a row read `withReaction` (none for a row read without it). */
export const reactionOf = (
  row:
    | Pick<ClipRow, 'updatedAt'>
    | Pick<
        ClipRowWithReaction,
        'updatedAt' | 'reactionType' | 'reactionFeedbackReason' | 'reactionUpdatedAt'
      >,
): ClipReaction | null =>
  'reactionType' in row && row.reactionType
    ? {
        reaction_type: row.reactionType,
        feedback_reason: row.reactionFeedbackReason,
        updated_at: new Date(row.reactionUpdatedAt ?? row.updatedAt).toISOString(),
      }
    : null;

/** What the request stored for a clip beyond its columns. */
export type StoredMetadata = Omit<
  ClipMetadata,
  | 'duration'
  | 'rendered_s'
  | 'error_type'
  | 'error_message'
  | 'stream'
  | 'provider'
  | keyof typeof NO_TASK_METADATA
  | keyof typeof DEFAULT_SETTINGS_METADATA
> &
  Partial<Pick<ClipMetadata, keyof typeof NO_TASK_METADATA>> & { provider?: string };

/** A JSON text column (written by the settings routes only, so always valid), or null. */
const parseJson = <T>(text: string | null | undefined): T | null =>
  text ? (JSON.parse(text) as T) : null;

const withVersion = (url: string, at: Date | string) =>
  `${url}${url.includes('?') ? '&' : '?'}v=${new Date(at).getTime().toString(36)}`;

/**
 * The API shape of a clip (contracts/clip.ts): media URLs appear as the files do, plain for a
 * public clip and signed for a while for one only its owner may read (who alone is sent it).
 */
export function toClip(row: ClipRow | ClipRowWithReaction, mediaUrls: MediaUrls): Clip {
  // The engine request and task are the worker's, not part of the API's metadata.
  const {
    engine_request: _engineRequest,
    engine_task: _engineTask,
    ...stored
  } = row.metadata as StoredMetadata & { engine_request?: unknown; engine_task?: unknown };
  const media = (file: ClipFile) => mediaUrls.clip(row, file);
  const streaming = row.status === 'streaming';
  const complete = row.status === 'complete';
  const audible = streaming || complete;
  const model = findModel(row.modelName);
  // The owner's own cover (clips/cover-image.ts), its URL changing with each upload.
  const cover = row.imageFile
    ? withVersion(media(row.imageFile as ClipFile), row.updatedAt)
    : audible
      ? media(CLIP_FILES.cover)
      : null;
  return {
    id: row.id,
    request_id: row.requestId,
    title: row.title,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
    user_id: row.userId,
    handle: row.handle,
    display_name: row.displayName,
    image_url: cover,
    image_large_url: cover,
    audio_url: audible ? media(CLIP_FILES.mp3) : null,
    audio_url_m4a: complete ? media(CLIP_FILES.m4a) : null,
    audio_url_webm: complete ? media(CLIP_FILES.webm) : null,
    video_url: clipVideoUrl(row, mediaUrls),
    preview_url: null,
    model_name: row.modelName,
    major_model_version: model?.label ?? row.modelName,
    is_public: row.isPublic,
    is_trashed: row.isTrashed,
    play_count: row.playCount,
    upvote_count: row.upvoteCount,
    comment_count: row.commentCount,
    metadata: {
      ...NO_TASK_METADATA,
      ...stored,
      duration: row.durationS,
      rendered_s: row.renderedS,
      error_type: row.errorType,
      error_message: row.errorMessage,
      // Audio still arriving: while submitted, queued or streaming, not once final.
      stream: !complete && row.status !== 'error',
      provider: stored.provider ?? null,
      ...DEFAULT_SETTINGS_METADATA,
      can_remix: row.canRemix,
      show_remix: row.showRemix,
      remix_type: row.remixType,
      contest_ids: parseJson<string[]>(row.contestIds) ?? [],
      opt_out_video_cover_hook: row.optOutVideoCoverHook,
      video_is_stale: isVideoStale(row),
      configurations: parseJson<Record<string, unknown>>(row.configurations),
    },
    caption: row.caption,
    caption_mentions: parseJson<string[]>(row.captionMentions) ?? [],
    display_tags: row.displayTags,
    is_pinned: row.isPinned,
    allow_comments: row.allowComments,
    reaction: reactionOf(row),
    download_disabled_reason: row.downloadDisabledReason,
    preview_seconds: null,
    video_cover_url: row.videoCoverFile
      ? withVersion(media(row.videoCoverFile as ClipFile), row.updatedAt)
      : null,
    project: null,
  };
}
