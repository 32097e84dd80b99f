/**
 * Files made from a finished clip's directory on request (in a thread): the spec's convert_wav
 * and convert_opus, and generate_sample_pack. Each is written aside and renamed into place, so
 * the file's presence means it is complete.
 */
import { existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readClipAudio } from '../../engine/audio/clip';
import { convertAudio } from '../../engine/audio/convert';
import { AudioInputError } from '../../engine/audio/errors';
import { generateSamplePack } from '../../engine/audio/sample-pack';
import { loadGeneratedStems, separateApproximately, type Stems } from '../../engine/audio/stems';
import type { StereoBuffer } from '../../engine/score';
import { CLIP_FILES, type ClipFile } from '../../server/storage/media-store';
import { ensureMasters } from './ensure-masters';

export type ClipFileKind = 'wav' | 'opus' | 'samplePack';

/** The file each kind writes in the clip's directory. */
export const CLIP_FILE_OF: Record<ClipFileKind, ClipFile> = {
  wav: CLIP_FILES.wav,
  opus: CLIP_FILES.webm,
  samplePack: CLIP_FILES.samplePack,
};

/**
 * Makes one file of the clip in `dir`; returns its size in bytes. A clip the engine can make
 * again starts from its exact master and stems (made again when not kept): its WAV is the
 * master itself.
 */
export async function makeClipFile(dir: string, kind: ClipFileKind): Promise<number> {
  const remade = await ensureMasters(dir, (clipId) => join(dirname(dir), clipId));
  if (remade && kind === 'wav') return statSync(join(dir, CLIP_FILES.wav)).size;
  const audio = await readClipAudio(dir);
  const bytes =
    kind === 'samplePack'
      ? generateSamplePack(audio, await stemsOf(dir, audio)).zip
      : await convertAudio(audio, kind);
  const path = join(dir, CLIP_FILE_OF[kind]);
  const aside = `${path}.${process.pid}.${Date.now()}.part`;
  writeFileSync(aside, bytes);
  renameSync(aside, path);
  return bytes.length;
}

/**
 * A generated clip's own stems (exact); anything else (an upload, a model server's clip, a task
 * clip whose stems do not sum to its master) gets the approximate separation.
 */
async function stemsOf(dir: string, mix: StereoBuffer): Promise<Stems> {
  if (existsSync(join(dir, 'stems', 'vocals.wav'))) {
    try {
      return await loadGeneratedStems(dir);
    } catch (error) {
      if (!(error instanceof AudioInputError)) throw error;
    }
  }
  return separateApproximately(mix);
}
