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

/**
 * A clip directory's audio (as render writes it): song.wav when present, else song.mp3. A
 * song.wav that goes between the look and the read (the masters' retention let it go) falls
 * through to song.mp3.
 */
export async function readClipAudio(dir: string): Promise<StereoBuffer> {
  const wav = join(dir, 'song.wav');
  if (existsSync(wav)) {
    try {
      return await readAudioFile(wav);
    } catch (error) {
      if (existsSync(wav)) throw error;
    }
  }
  const mp3 = join(dir, 'song.mp3');
  if (existsSync(mp3)) return readAudioFile(mp3);
  throw new AudioInputError(`${dir} has neither song.wav nor song.mp3`);
}
