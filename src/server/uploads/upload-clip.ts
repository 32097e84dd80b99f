import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { NO_TASK_METADATA } from '../../contracts/clip';
import { renderCover } from '../../engine/artwork/cover';
import { decodeAudio } from '../../engine/audio/decode';
import { fingerprint } from '../../engine/audio/fingerprint';
import { encodeAacM4a } from '../../engine/encode/aac';
import { encodeMp3 } from '../../engine/encode/mp3';
import { encodeOpusWebm } from '../../engine/encode/opus';
import { encodeWav } from '../../engine/encode/wav';
import { hashString } from '../../engine/random';
import { SAMPLE_RATE, type StereoBuffer } from '../../engine/score';
import type { StoredMetadata } from '../clips/clip-view';
import { ApiError } from '../http/errors';
import { CLIP_FILES, type MediaStore } from '../storage/media-store';
import type { FingerprintIndex } from './fingerprint-index';
import type { UploadDeps } from './presigned-post';
import { updateUpload, type UploadRow } from './upload-rows';

/** Spec 000 §9: the model name of uploaded audio. */
export const UPLOAD_MODEL = 'chirp-v3-5-upload';

export type UploadClipDeps = UploadDeps & { media: MediaStore; fingerprints: FingerprintIndex };

/** Writes the clip's files: the WAV master the engine's tasks read, the browser formats, a cover. */
async function writeClipFiles(
  media: MediaStore,
  clipId: string,
  audio: StereoBuffer,
  title: string,
) {
  await mkdir(media.dir(clipId), { recursive: true });
  const [webm, m4a] = await Promise.all([encodeOpusWebm(audio), encodeAacM4a(audio)]);
  const files: [string, Uint8Array][] = [
    [CLIP_FILES.wav, encodeWav(audio)],
    [CLIP_FILES.mp3, encodeMp3(audio)],
    [CLIP_FILES.webm, webm],
    [CLIP_FILES.m4a, m4a],
    [CLIP_FILES.cover, renderCover({ title, genres: [], moods: [], seed: hashString(clipId) })],
  ];
  await Promise.all(
    files.map(([name, bytes]) => writeFile(media.path(clipId, name as never), bytes)),
  );
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
export async function initializeUploadClip(deps: UploadClipDeps, row: UploadRow): Promise<string> {
  if (row.clipId) return row.clipId;
  if (row.status !== 'complete') {
    throw new ApiError(409, 'uploadNotReady', 'This upload has not finished processing.');
  }
  const bytes = await deps.storage.read(row.storageKey);
  if (!bytes) throw new ApiError(409, 'uploadNotReady', 'The uploaded file is no longer there.');
  const audio = await decodeAudio(bytes);
  const clipId = randomUUID();
  const title = row.title ?? '';
  await writeClipFiles(deps.media, clipId, audio, title);
  const durationS = Number((audio.left.length / SAMPLE_RATE).toFixed(2));
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
  // Its own song now: another user's upload of it is someone else's song.
  await deps.fingerprints.add(clipId, fingerprint(audio));
  return clipId;
}
