/**
 * Reference takes: texts (the line's phrases) are spoken flat in one batched
 * espeak-ng call, separated by long pauses, then split on the silences.
 */
import { concatMono } from '../audio.ts';
import { ESPEAK_RATE, speak } from './espeak.ts';
import type { VoiceProfile } from './voice.ts';

const PAUSE_MS = 300;
const SILENCE = 10 ** (-55 / 20);
const MIN_GAP_S = 0.12;

/** The text espeak-ng reads for a sung word: lower case letters and apostrophes only. */
export function speakableWord(text: string): string {
  const clean = text
    .toLowerCase()
    .replace(/[^a-z']/g, '')
    .replace(/^'+|'+$/g, '');
  return clean.length > 0 ? clean : 'ah';
}

/** Splits a batch take on silences of at least MIN_GAP_S into sounding runs. */
export function splitOnSilence(audio: Float32Array, rate: number): Float32Array[] {
  const minGap = Math.round(MIN_GAP_S * rate);
  const margin = Math.round(0.004 * rate);
  const parts: Float32Array[] = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i <= audio.length; i += 1) {
    const loud = i < audio.length && Math.abs(audio[i]!) >= SILENCE;
    if (loud) {
      if (start < 0) start = i;
      last = i;
    } else if (start >= 0 && (i - last >= minGap || i === audio.length)) {
      parts.push(audio.slice(Math.max(0, start - margin), Math.min(audio.length, last + margin)));
      start = -1;
    }
  }
  return parts;
}

/** Speaks each text flat at the profile's reference pitch; one take per text, in order. */
export async function speakWords(words: string[], profile: VoiceProfile): Promise<Float32Array[]> {
  if (words.length === 0) return [];
  const args = ['-s', String(profile.speed)];
  const text = words.join(` <break time="${PAUSE_MS}ms"/> `);
  const parts = splitOnSilence(
    await speak(text, profile.voice, profile.variants, args),
    ESPEAK_RATE,
  );
  if (parts.length === words.length) return parts;
  // A word with a long internal silence broke the split: fall back to halves.
  if (words.length === 1) return [concatMono(parts)];
  const mid = words.length >> 1;
  const [left, right] = await Promise.all([
    speakWords(words.slice(0, mid), profile),
    speakWords(words.slice(mid), profile),
  ]);
  return [...left, ...right];
}
