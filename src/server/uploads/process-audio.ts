import {
  AUDIO_UPLOAD_LENGTH_TOLERANCE_S,
  AUDIO_UPLOAD_MIN_S,
  TITLE_MAX_CHARS,
} from '../../contracts/constants';
import type { AudioUploadError } from '../../contracts/uploads';
import { decodeAudio } from '../../engine/audio/decode';
import { AudioInputError } from '../../engine/audio/errors';
import { fingerprint } from '../../engine/audio/fingerprint';
import { detectVocals } from '../../engine/audio/vocal-detector';
import { SAMPLE_RATE } from '../../engine/score';
import { loadUploaderTier, maxUploadSeconds } from './audio-limits';
import type { FingerprintIndex } from './fingerprint-index';
import type { UploadDeps } from './presigned-post';
import { updateUpload, type UploadRow } from './upload-rows';

/** What processing an audio upload found: its length and voice, or why it is refused. */
export type AudioFindings =
  { ok: true; durationS: number; hasVocal: boolean } | { ok: false; error: AudioUploadError };

/**
 * Checks an uploaded file by decoding it (a renamed text file is `invalid_upload`), its length
 * against the tier's range, and its fingerprint against other users' songs
 * (`copyright_infringment`); then whether it has vocals.
 */
export async function examineAudio(
  deps: UploadDeps & { fingerprints: FingerprintIndex },
  row: UploadRow,
  bytes: Uint8Array,
): Promise<AudioFindings> {
  let audio;
  try {
    audio = await decodeAudio(bytes);
  } catch (error) {
    if (error instanceof AudioInputError) return { ok: false, error: 'invalid_upload' };
    throw error;
  }
  const durationS = audio.left.length / SAMPLE_RATE;
  if (durationS < AUDIO_UPLOAD_MIN_S) return { ok: false, error: 'too_short' };
  const limitS = maxUploadSeconds(await loadUploaderTier(deps.db, row.userId));
  if (durationS > limitS + AUDIO_UPLOAD_LENGTH_TOLERANCE_S) return { ok: false, error: 'too_long' };
  if (await deps.fingerprints.findSong(row.userId, fingerprint(audio))) {
    return { ok: false, error: 'copyright_infringment' };
  }
  return { ok: true, durationS, hasVocal: detectVocals(audio).hasVocal };
}

/** A title from the file's name: without its extension, cut to the title limit. */
export function titleFromFilename(filename: string | null): string | null {
  const stem = filename?.replace(/\.[^.]*$/, '').trim();
  return stem ? stem.slice(0, TITLE_MAX_CHARS) : null;
}

/** Processes a finished upload and records the outcome (complete, or error with its reason). */
export async function processAudioUpload(
  deps: UploadDeps & { fingerprints: FingerprintIndex },
  row: UploadRow,
): Promise<void> {
  const bytes = await deps.storage.read(row.storageKey);
  const findings: AudioFindings = bytes
    ? await examineAudio(deps, row, bytes)
    : { ok: false, error: 'invalid_upload' };
  if (!findings.ok) {
    await updateUpload(deps.db, row.id, { status: 'error', errorMessage: findings.error });
    return;
  }
  await updateUpload(deps.db, row.id, {
    status: 'complete',
    durationS: Number(findings.durationS.toFixed(2)),
    hasVocal: findings.hasVocal,
  });
}
