import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../cli/command';
import { encodeWav } from '../encode/wav';
import type { StereoBuffer } from '../score';
import { readAudioFile, readClipAudio } from './clip';
import { AudioInputError } from './errors';

/** Runs a command body, turning bad audio input into the CLI's usage error (exit 2). */
export async function audioCommand<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof AudioInputError) throw new UsageError(error.message);
    throw error;
  }
}

/** A clip directory (song.wav / song.mp3) or an audio file. */
export function readClipOrFile(path: string): Promise<StereoBuffer> {
  if (!existsSync(path)) throw new AudioInputError(`${path} does not exist`);
  return statSync(path).isDirectory() ? readClipAudio(path) : readAudioFile(path);
}

/** Writes bytes, creating the parent directory. */
export function writeOut(path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** Writes `song.wav` into `dir` as the clip's audio. */
export function writeClip(dir: string, buffer: StereoBuffer): string {
  const path = join(dir, 'song.wav');
  writeOut(path, encodeWav(buffer));
  return path;
}

/** Seconds rounded for the JSON line. */
export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
