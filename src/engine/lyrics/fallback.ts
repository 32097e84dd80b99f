/**
 * Syllables of words the dictionary does not know ('zorblax'), from spelling
 * rules: vowel groups, silent final e, -le, -ed and -es, with a stress guess.
 */
import { findNuclei } from './spelling.ts';

/** Unstressed prefixes that push the stress to the next syllable (a-, be-, re-...). */
const UNSTRESSED_PREFIXES = [
  'a',
  'be',
  'de',
  'di',
  'e',
  'for',
  'im',
  'in',
  'pre',
  're',
  'to',
  'un',
];
/** Suffixes that take the stress on the syllable just before them. */
const PENULT_SUFFIXES = ['tion', 'sion', 'cian', 'ic', 'ical', 'ity', 'ia'];

/** The stress pattern a spelling suggests: one entry per syllable, one primary stress. */
export function guessStresses(word: string): (0 | 1 | 2)[] {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  const nuclei = findNuclei(lower);
  const strong = nuclei.filter((n, k) => k === 0 || !n.weak);
  const count = Math.max(1, strong.length);
  const stresses: (0 | 1 | 2)[] = Array.from({ length: count }, () => 0);
  let primary = 0;
  if (count >= 3 && PENULT_SUFFIXES.some((s) => lower.endsWith(s))) primary = count - 2;
  else if (count >= 2 && startsWithPrefix(lower, strong[1]?.start ?? 0)) primary = 1;
  stresses[primary] = 1;
  // Long words carry a secondary stress two syllables away from the primary one.
  if (count >= 4 && primary + 2 < count) stresses[primary + 2] = 2;
  return stresses;
}

function startsWithPrefix(lower: string, secondNucleus: number): boolean {
  return UNSTRESSED_PREFIXES.some(
    (prefix) => lower.startsWith(prefix) && prefix.length <= secondNucleus && lower.length > 4,
  );
}
