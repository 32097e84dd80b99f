import {
  AUDIO_UPLOAD_LENGTH_TOLERANCE_S,
  AUDIO_UPLOAD_MIN_S,
  TITLE_MAX_CHARS,
} from '../../contracts/constants';
import type { AudioUploadError } from '../../contracts/uploads';
import { analyseUpload, decodeUpload, durationOf } from './analyse-upload';
import { loadUploaderTier, maxUploadSeconds } from './audio-limits';
import type { FingerprintIndex } from './fingerprint-index';
import type { PreparedUploads } from './prepared-uploads';
import type { UploadDeps } from './presigned-post';
import { updateUpload, type UploadRow } from './upload-rows';

export type ProcessAudioDeps = UploadDeps & {
  fingerprints: FingerprintIndex;
  prepared: PreparedUploads;
};

/** What processing an audio upload found: its length and voice, or why it is refused. */
export type AudioFindings =
  { ok: true; durationS: number; hasVocal: boolean } | { ok: false; error: AudioUploadError };

/**
 * Checks an uploaded file by decoding it once, in an engine thread (a renamed text file is
 * `invalid_upload`), its length against the tier's range, and its fingerprint against other
 * users' songs (`copyright_infringment`); then whether it has vocals. The fingerprint and the
 * vocal detector run on two threads at once, the clip's files are written after the
 * fingerprint, and songs not hashed yet are hashed meanwhile.
 */
export async function examineAudio(
  deps: ProcessAudioDeps,
  row: UploadRow,
  bytes: Uint8Array,
): Promise<AudioFindings> {
  const caughtUp = deps.fingerprints.catchUp();
  caughtUp.catch(() => undefined);
  const tier = loadUploaderTier(deps.db, row.userId);
  tier.catch(() => undefined);
  const shared = await decodeUpload(bytes);
  if (!shared) return { ok: false, error: 'invalid_upload' };
  const durationS = durationOf(shared);
  if (durationS < AUDIO_UPLOAD_MIN_S) return { ok: false, error: 'too_short' };
  const limitS = maxUploadSeconds(await tier);
  if (durationS > limitS + AUDIO_UPLOAD_LENGTH_TOLERANCE_S) return { ok: false, error: 'too_long' };
  const { landmarks, hasVocal } = await analyseUpload(
    shared,
    () => deps.prepared.prepare(row.id, shared, bytes, row.title ?? '').files,
  );
  await caughtUp;
  if (await deps.fingerprints.findSong(row.userId, landmarks)) {
    return { ok: false, error: 'copyright_infringment' };
  }
  return { ok: true, durationS, hasVocal };
}

/** A title from the file's name: without its extension, cut to the title limit. */
export function titleFromFilename(filename: string | null): string | null {
  const stem = filename?.replace(/\.[^.]*$/, '').trim();
  return stem ? stem.slice(0, TITLE_MAX_CHARS) : null;
}

/** Processes a finished upload and records the outcome (complete, or error with its reason). */
export async function processAudioUpload(deps: ProcessAudioDeps, row: UploadRow): Promise<void> {
  const bytes = await deps.storage.read(row.storageKey);
  let findings: AudioFindings;
  try {
    findings = bytes
      ? await examineAudio(deps, row, bytes)
      : { ok: false, error: 'invalid_upload' };
  } catch (error) {
    await deps.prepared.discard(row.id);
    throw error;
  }
  if (!findings.ok) {
    await deps.prepared.discard(row.id);
    await updateUpload(deps.db, row.id, { status: 'error', errorMessage: findings.error });
    return;
  }
  await updateUpload(deps.db, row.id, {
    status: 'complete',
    durationS: Number(findings.durationS.toFixed(2)),
    hasVocal: findings.hasVocal,
  });
}
