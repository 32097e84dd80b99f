import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { NO_TASK_METADATA } from '../../contracts/clip';
import type { Landmark } from '../../engine/audio/fingerprint';
import { hashString } from '../../engine/random';
import { uploadAudioInThread } from '../../worker/upload-audio-in-thread';
import type { StoredMetadata } from '../clips/clip-view';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import { CLIP_FILES, type MediaStore } from '../storage/media-store';
import type { PreparedClip } from './prepared-uploads';
import type { ProcessAudioDeps } from './process-audio';
import { updateUpload, type UploadRow } from './upload-rows';

/** Spec 000 §9: the model name of uploaded audio. */
export const UPLOAD_MODEL = 'chirp-v3-5-upload';

export type UploadClipDeps = ProcessAudioDeps & { media: MediaStore; logger: Logger };

/** The song's landmarks, read from its clip directory in an engine thread. */
export async function fingerprintClipInThread(dir: string): Promise<Landmark[]> {
  const message = await uploadAudioInThread({ op: 'fingerprintClip', dir });
  if (message.kind !== 'landmarks') throw new Error(`fingerprint answered ${message.kind}`);
  return message.landmarks;
}

/**
 * The clip's files: the upload's prepared ones moved in, or (a process that restarted since the
 * upload was processed) made from the stored file in an engine thread.
 */
async function placeClipFiles(deps: UploadClipDeps, row: UploadRow, prepared?: PreparedClip) {
  if (prepared) {
    try {
      await prepared.files;
      await mkdir(dirname(deps.media.dir(prepared.clipId)), { recursive: true });
      await rename(prepared.dir, deps.media.dir(prepared.clipId));
      return prepared.clipId;
    } catch (error) {
      deps.logger.warn({ err: error, uploadId: row.id }, 'prepared upload files not used');
      await rm(prepared.dir, { recursive: true, force: true });
    }
  }
  const bytes = await deps.storage.read(row.storageKey);
  if (!bytes) throw new ApiError(409, 'uploadNotReady', 'The uploaded file is no longer there.');
  const clipId = randomUUID();
  const dir = deps.media.dir(clipId);
  const cover = { title: row.title ?? '', seed: hashString(clipId) };
  await uploadAudioInThread({ op: 'master', dir, source: { bytes }, cover });
  return clipId;
}

/**
 * What is left once the clip is answered: its M4A and Opus (each in an engine thread), then its
 * fingerprint stored at both phases (`songFingerprint`; its own song now: another user's upload
 * of it is someone else's song). The hashes wait for the encodes: on PGlite, which runs on the
 * event loop, a 3-minute song's 40,000 rows hold it for a second, and begun at once they held
 * initialize-clip's answer.
 * An upload checked meanwhile hashes the song itself (`FingerprintIndex.catchUp`).
 */
async function finishClip(deps: UploadClipDeps, clipId: string) {
  const dir = deps.media.dir(clipId);
  const hashes = async () => {
    await deps.fingerprints.add(clipId, await fingerprintClipInThread(dir));
  };
  const encode = (format: 'webm' | 'm4a') => {
    const done = uploadAudioInThread({ op: 'encode', dir, format });
    // The clip already lists these files: the media route waits for them rather than a 404.
    deps.media.making(clipId, CLIP_FILES[format], done);
    return done;
  };
  const encoded = await Promise.allSettled([encode('webm'), encode('m4a')]);
  const results = [...encoded, ...(await Promise.allSettled([hashes()]))];
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, clipId }, 'upload clip not finished');
    }
  }
}

const metadataOf = (row: UploadRow): StoredMetadata => ({
  type: 'upload',
  task: 'upload',
  prompt: null,
  gpt_description_prompt: null,
  tags: null,
  negative_tags: null,
  make_instrumental: row.hasVocal === false,
  vocal_gender: null,
  control_sliders: null,
  create_mode: null,
  persona_id: null,
  cover_clip_id: null,
  refund_credits: false,
  has_vocal: row.hasVocal,
  ...NO_TASK_METADATA,
});

/**
 * Spec 000 §7 initialize-clip: the processed upload becomes a complete clip of type `upload`
 * (its audio as the clip's song, free of credits), which the engine can extend and cover like
 * any song. Answers the same clip when called again.
 */
export async function initializeUploadClip(
  deps: UploadClipDeps,
  row: UploadRow,
): Promise<{ clipId: string; finishing: Promise<void> }> {
  if (row.clipId) return { clipId: row.clipId, finishing: Promise.resolve() };
  if (row.status !== 'complete') {
    throw new ApiError(409, 'uploadNotReady', 'This upload has not finished processing.');
  }
  const clipId = await placeClipFiles(deps, row, deps.prepared.take(row.id));
  const title = row.title ?? '';
  // The length processing measured on the same decoded audio.
  const durationS = row.durationS ?? 0;
  await deps.db.transaction().execute(async (trx) => {
    const requestId = randomUUID();
    await trx
      .insertInto('generation_request')
      .values({
        id: requestId,
        userId: row.userId,
        status: 'complete',
        body: JSON.stringify({ upload_id: row.id }),
      })
      .execute();
    await trx
      .insertInto('clip')
      .values({
        id: clipId,
        requestId,
        userId: row.userId,
        status: 'complete',
        title,
        modelName: UPLOAD_MODEL,
        // The column is a signed 32-bit integer: the hash keeps its low 31 bits.
        seed: hashString(clipId) & 0x7fffffff,
        lyrics: null,
        durationS,
        renderedS: durationS,
        hasMedia: true,
        metadata: JSON.stringify(metadataOf(row)),
      })
      .execute();
  });
  await updateUpload(deps.db, row.id, { clipId });
  return { clipId, finishing: finishClip(deps, clipId) };
}
