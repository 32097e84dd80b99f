import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import type { VideoUploadFinish } from '../../contracts/hook';
import type { DB } from '../db/database';
import { videoSourceFile } from '../hooks/hook-files';
import { CLIP_FILES, type ClipFile, type MediaStore } from '../storage/media-store';
import { ClipSettingsError } from './clip-settings';

const VIDEO_COVERS: Record<string, ClipFile> = {
  mp4: CLIP_FILES.videoCoverMp4,
  m4v: CLIP_FILES.videoCoverMp4,
  mov: CLIP_FILES.videoCoverMov,
  webm: CLIP_FILES.videoCoverWebm,
  mkv: CLIP_FILES.videoCoverMkv,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A checked video cover, ready to store: the decoded upload and the clip file it becomes. */
export interface VideoCover {
  source: string;
  file: ClipFile;
}

/**
 * set_metadata's `video_cover_upload_id` (spec 000 §8): the caller's own video upload, decoded
 * (complete) and finished as a cover (`is_video_cover` or video_upload_type `video_cover`), for
 * this clip when it named one; anything else is a `video_cover_error`. Writes nothing.
 */
export async function findVideoCover(
  deps: { db: DB; media: MediaStore },
  userId: string,
  clipId: string,
  uploadId: string,
): Promise<VideoCover> {
  const upload = UUID.test(uploadId)
    ? await deps.db
        .selectFrom('upload')
        .select(['extension', 'options'])
        .where('id', '=', uploadId)
        .where('userId', '=', userId)
        .where('kind', '=', 'video')
        .where('status', '=', 'complete')
        .executeTakeFirst()
    : undefined;
  const finish = (upload?.options ?? {}) as VideoUploadFinish;
  const forCover = finish.is_video_cover === true || finish.video_upload_type === 'video_cover';
  const file = upload && VIDEO_COVERS[upload.extension];
  if (!file || !forCover || (finish.clip_id != null && finish.clip_id !== clipId)) {
    throw new ClipSettingsError('video_cover_error');
  }
  return { source: videoSourceFile(deps.media, uploadId), file };
}

/**
 * Copies a checked video cover beside the clip's media, replacing any video cover before;
 * returns the file name the clip then points at.
 */
export async function storeVideoCover(
  media: MediaStore,
  clipId: string,
  cover: VideoCover,
): Promise<ClipFile> {
  const target = media.path(clipId, cover.file);
  await mkdir(media.dir(clipId), { recursive: true });
  // Copied under a temporary name first, so a reader never gets half a file.
  await copyFile(cover.source, `${target}.part`).catch(() => {
    throw new ClipSettingsError('video_cover_error');
  });
  await removeVideoCovers(media, clipId, cover.file);
  await rename(`${target}.part`, target);
  return cover.file;
}

/** Removes the clip's video cover files, all but `keep` (the one just stored). */
export async function removeVideoCovers(
  media: MediaStore,
  clipId: string,
  keep?: ClipFile,
): Promise<void> {
  const files = new Set(Object.values(VIDEO_COVERS).filter((file) => file !== keep));
  await Promise.all([...files].map((file) => rm(media.path(clipId, file), { force: true })));
}
