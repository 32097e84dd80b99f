import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StereoBuffer } from '../score';
import { decodeAudio } from './decode';
import { AudioInputError } from './errors';

/** Reads and decodes an audio file; unreadable files are {@link AudioInputError}s. */
export async function readAudioFile(path: string): Promise<StereoBuffer> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new AudioInputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return decodeAudio(bytes);
}

/** The files a clip directory's audio is read from, in order of preference. */
export const CLIP_AUDIO_FILES = ['song.wav', 'song.mp3'] as const;

/**
 * A clip directory's audio (as render writes it): song.wav when present, else song.mp3. A
 * song.wav that goes between the look and the read (the masters' retention let it go) falls
 * through to song.mp3.
 */
export async function readClipAudio(dir: string): Promise<StereoBuffer> {
  const [wavName, mp3Name] = CLIP_AUDIO_FILES;
  const wav = join(dir, wavName);
  if (existsSync(wav)) {
    try {
      return await readAudioFile(wav);
    } catch (error) {
      if (existsSync(wav)) throw error;
    }
  }
  const mp3 = join(dir, mp3Name);
  if (existsSync(mp3)) return readAudioFile(mp3);
  throw new AudioInputError(`${dir} has neither song.wav nor song.mp3`);
}
