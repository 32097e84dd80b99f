import { ARTIST_NAMES, LYRICS_BLOCKED_PHRASES, PRODUCER_TAGS } from './lists';

/** Lower case, letters and digits only, single spaces, padded so phrases match whole words. */
function normalize(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

const findPhrases = (text: string, phrases: readonly string[]) => {
  const haystack = normalize(text);
  return phrases.filter((phrase) => haystack.includes(normalize(phrase)));
};

/**
 * The artist names and producer tags a prompt or style text names (spec 000 §8, 424; spec 001
 * §8 quotes the name). Longer matches hide the shorter ones inside them.
 */
export function findCopyrightNames(text: string): string[] {
  const found = findPhrases(text, [...ARTIST_NAMES, ...PRODUCER_TAGS]);
  return found.filter((name) => !found.some((other) => other !== name && other.includes(name)));
}

/** Whether lyrics break the content guidelines (spec 000 §8, 451). */
export function lyricsBreakGuidelines(lyrics: string): boolean {
  return findPhrases(lyrics, LYRICS_BLOCKED_PHRASES).length > 0;
}
