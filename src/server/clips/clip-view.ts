import type { Selectable } from 'kysely';
import { NO_TASK_METADATA, type Clip, type ClipMetadata } from '../../contracts/clip';
import { findModel } from '../../engine/models';
import type { DB } from '../db/database';
import type { ClipTable } from '../db/schema';
import { CLIP_FILES, type ClipFile } from '../storage/media-store';
import type { MediaUrls } from '../storage/media-urls';

/** Clip rows with their owner's handle and name, ready for `toClip`. */
export function selectClips(db: DB) {
  return db
    .selectFrom('clip')
    .innerJoin('user', 'user.id', 'clip.userId')
    .selectAll('clip')
    .select(['user.handle as handle', 'user.name as displayName']);
}

export type ClipRow = Selectable<ClipTable> & { handle: string; displayName: string };

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
> &
  Partial<Pick<ClipMetadata, keyof typeof NO_TASK_METADATA>> & { provider?: string };

/**
 * The API shape of a clip (contracts/clip.ts): media URLs appear as the files do, plain for a
 * public clip and signed for a while for one only its owner may read (who alone is sent it).
 */
export function toClip(row: ClipRow, mediaUrls: MediaUrls): Clip {
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
  return {
    id: row.id,
    request_id: row.requestId,
    title: row.title,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
    user_id: row.userId,
    handle: row.handle,
    display_name: row.displayName,
    image_url: audible ? media(CLIP_FILES.cover) : null,
    image_large_url: audible ? media(CLIP_FILES.cover) : null,
    audio_url: audible ? media(CLIP_FILES.mp3) : null,
    audio_url_m4a: complete ? media(CLIP_FILES.m4a) : null,
    audio_url_webm: complete ? media(CLIP_FILES.webm) : null,
    video_url: null,
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
    },
  };
}
