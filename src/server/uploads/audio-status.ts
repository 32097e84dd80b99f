import type { AudioUploadError, AudioUploadStatus } from '../../contracts/uploads';
import type { DB } from '../db/database';
import { toClip } from '../clips/clip-view';
import { selectClips } from '../clips/clip-view';
import type { MediaUrls } from '../storage/media-urls';
import type { UploadRow } from './upload-rows';

/**
 * Spec 000 §7's status of an audio upload; image_url is its clip's cover once
 * initialize-clip made one (an upload has no picture of its own before).
 */
export async function audioUploadStatus(
  db: DB,
  mediaUrls: MediaUrls,
  row: UploadRow,
): Promise<AudioUploadStatus> {
  const clip = row.clipId
    ? await selectClips(db).where('clip.id', '=', row.clipId).executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    status: row.status,
    error_message: row.errorMessage as AudioUploadError | null,
    title: row.title,
    image_url: clip ? toClip(clip, mediaUrls).image_url : null,
    has_vocal: row.hasVocal,
    duration: row.durationS,
    clip_id: clip?.id ?? null,
  };
}
