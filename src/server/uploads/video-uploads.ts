import { mkdir, rm, writeFile } from 'node:fs/promises';
import { HOOK_VIDEO_MAX_BYTES, UPLOAD_POST_EXPIRES_S } from '../../contracts/constants';
import { VIDEO_MAX_BYTES } from '../../contracts/video-limits';
import type { VideoUploadFinish, VideoUploadStatus } from '../../contracts/hook';
import type { GenerationDeps } from '../generation/deps';
import { videoDir, videoSourceFile, videoThumbFile } from '../hooks/hook-files';
import { ApiError } from '../http/errors';
import { probeVideoInThread } from '../../video/probe-in-thread';
import { createUploadTarget, type UploadDeps } from './presigned-post';
import { updateUpload, type UploadRow } from './upload-rows';

type Deps = Pick<GenerationDeps, 'media' | 'mediaUrls' | 'logger'> & { uploads: UploadDeps };

/** Spec 001 §5's text for a file over the limit. */
export const VIDEO_TOO_LARGE = 'Sorry, but this file is too large...';
/** Processing's error_message; the client adds "Please upload a different video file.". */
export const NOT_A_VIDEO = 'This file could not be read as a video.';

/**
 * `POST /api/uploads/video/`: a presigned POST target. The store takes up to a hook's 200 MB
 * (what the upload is for is said only at upload-finish, which holds others to 100 MB).
 */
export function requestVideoUpload(deps: Deps, userId: string, extension: string) {
  return createUploadTarget(deps.uploads, {
    kind: 'video',
    userId,
    extension,
    maxBytes: HOOK_VIDEO_MAX_BYTES,
    expiresS: UPLOAD_POST_EXPIRES_S,
  });
}

/**
 * `upload-finish`: checks the posted file's size for its kind (refused, the upload `error`, the
 * file removed), then the upload is `processing` while a thread decodes it (content checked,
 * its length, picture size and sound read, a thumbnail made); it ends `complete` or `error`.
 */
export async function finishVideoUpload(
  deps: Deps,
  upload: UploadRow,
  finish: Required<Omit<VideoUploadFinish, 'clip_id'>> & { clip_id?: string | null },
): Promise<VideoUploadStatus> {
  if (upload.status !== 'created')
    throw new ApiError(409, 'uploadFinished', 'This upload was already finished.');
  const bytes = await deps.uploads.storage.read(upload.storageKey);
  if (!bytes || bytes.length === 0)
    throw new ApiError(400, 'uploadMissing', 'No file was uploaded for this upload.');
  const limit = finish.video_upload_type === 'hook' ? HOOK_VIDEO_MAX_BYTES : VIDEO_MAX_BYTES;
  if (bytes.length > limit) {
    await updateUpload(deps.uploads.db, upload.id, {
      status: 'error',
      errorMessage: VIDEO_TOO_LARGE,
    });
    await deps.uploads.storage.remove(upload.storageKey);
    throw new ApiError(413, 'fileTooLarge', VIDEO_TOO_LARGE);
  }
  await updateUpload(deps.uploads.db, upload.id, {
    status: 'processing',
    uploadType: finish.upload_type,
    filename: finish.upload_filename,
    sizeBytes: bytes.length,
    options: JSON.stringify(finish),
  });
  void processVideo(deps, upload.id, bytes);
  return { ...videoUploadStatus(deps, { ...upload, status: 'processing' }) };
}

async function processVideo(deps: Deps, uploadId: string, bytes: Uint8Array): Promise<void> {
  try {
    const probe = await probeVideoInThread(bytes);
    await mkdir(videoDir(deps.media, uploadId), { recursive: true });
    await writeFile(videoSourceFile(deps.media, uploadId), bytes);
    await writeFile(videoThumbFile(deps.media, uploadId), probe.thumbnail);
    await updateUpload(deps.uploads.db, uploadId, {
      status: 'complete',
      durationS: probe.durationS,
      videoWidth: probe.width,
      videoHeight: probe.height,
      videoHasAudio: probe.hasAudio,
    });
  } catch (error) {
    deps.logger.info({ err: error, uploadId }, 'video upload refused');
    await rm(videoDir(deps.media, uploadId), { recursive: true, force: true });
    await updateUpload(deps.uploads.db, uploadId, { status: 'error', errorMessage: NOT_A_VIDEO });
  }
}

/** `GET /api/uploads/video/{id}/` (spec 001 §3 Video upload). */
export function videoUploadStatus(
  deps: Pick<Deps, 'mediaUrls'>,
  upload: UploadRow,
): VideoUploadStatus {
  const complete = upload.status === 'complete';
  return {
    id: upload.id,
    status: upload.status,
    error_message: upload.errorMessage,
    s3_id: complete ? upload.storageKey : null,
    image_url: complete ? deps.mediaUrls.videoThumb(upload.id) : null,
    duration_s: upload.durationS,
    width: upload.videoWidth,
    height: upload.videoHeight,
    has_audio: upload.videoHasAudio,
  };
}
