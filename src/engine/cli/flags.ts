import { readFileSync } from 'node:fs';
import { UsageError } from './command';

/** `--seed N`: a whole number from 0 to 2^32 - 1 (the engine's seeds are 32-bit). */
export function seedOf(text: string): number {
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new UsageError('--seed must be a whole number from 0 to 4294967295');
  }
  return seed;
}

/** `--vocal-gender male|female`, or undefined when not given. */
export function vocalGenderOf(text: string | undefined): 'male' | 'female' | undefined {
  if (text === undefined) return undefined;
  if (text !== 'male' && text !== 'female') {
    throw new UsageError('--vocal-gender must be male or female');
  }
  return text;
}

/** `--lyrics-file F`: its text, refused when unreadable or empty. */
export function lyricsFrom(path: string): string {
  let lyrics: string;
  try {
    lyrics = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as Error).message}`);
  }
  if (!lyrics.trim()) throw new UsageError(`${path} is empty`);
  return lyrics;
}
