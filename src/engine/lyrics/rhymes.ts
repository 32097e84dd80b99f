/**
 * Rhymes from the CMU dictionary: two words rhyme when their phonemes match
 * from the last stressed vowel to the end (night / light, glow / radio).
 */
import { lookupPhonemes, vowelStress } from './cmu.ts';

/** The rhyme part of a word or phrase's last word ('tonight' → 'AY T'), or null if unknown. */
export function rhymeKey(word: string): string | null {
  const last = word.toLowerCase().split(' ').at(-1) ?? '';
  const phonemes = lookupPhonemes(last);
  if (!phonemes) return null;
  let from = -1;
  phonemes.forEach((phoneme, i) => {
    if ((vowelStress(phoneme) ?? 0) > 0) from = i;
  });
  if (from < 0) from = phonemes.findLastIndex((p) => vowelStress(p) !== null);
  if (from < 0) return null;
  return phonemes
    .slice(from)
    .map((p) => p.replace(/\d$/, ''))
    .join(' ');
}

/** Words grouped by rhyme, keeping groups of at least `minSize`, in first-seen order. */
export function rhymeGroups(words: readonly string[], minSize = 2): string[][] {
  const groups = new Map<string, string[]>();
  for (const word of words) {
    const key = rhymeKey(word);
    if (!key) continue;
    const group = groups.get(key) ?? [];
    if (!group.includes(word)) group.push(word);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.length >= minSize);
}
