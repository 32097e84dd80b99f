/**
 * Word → syllables with stress. Counts and stress come from the CMU
 * pronouncing dictionary; the syllable text is the written word cut at
 * sensible places, since the singer sings the text.
 */
import type { Syllable } from '../score.ts';
import { lookupPhonemes, vowelStress } from './cmu.ts';
import { guessStresses } from './fallback.ts';
import { spellNumber } from './numbers.ts';
import { splitWord } from './split.ts';

type Stress = 0 | 1 | 2;

/** Dictionary keys to try for a word, most literal first ("lovin'" → lovin, "zorblax's" → zorblax). */
function candidates(lower: string): { key: string; suffix: boolean }[] {
  const bare = lower.replace(/^'+|'+$/g, '');
  const list = [
    { key: lower, suffix: false },
    { key: bare, suffix: false },
  ];
  if (bare.endsWith("'s")) list.push({ key: bare.slice(0, -2), suffix: true });
  return list;
}

function pronounce(lower: string): { stresses: Stress[]; vowels: string[] | null } {
  for (const { key } of candidates(lower)) {
    const phonemes = key ? lookupPhonemes(key) : null;
    if (!phonemes) continue;
    const vowels = phonemes.filter((p) => vowelStress(p) !== null);
    if (vowels.length === 0) break;
    return { stresses: vowels.map((v) => vowelStress(v)!), vowels };
  }
  return { stresses: guessStresses(lower), vowels: null };
}

/** Keeps a stress pattern's strongest beat when a short spelling forces fewer syllables. */
function shrink(stresses: Stress[], count: number): Stress[] {
  if (stresses.length <= count) return stresses;
  const kept = stresses.slice(0, count);
  if (!kept.includes(1)) kept[Math.min(stresses.indexOf(1), count - 1)] = 1;
  return kept;
}

/**
 * The syllables of one word ('together' → to/geth/er, stress 0/1/0).
 * Numbers are sung as words ('99' → nine/ty/nine); hyphenated words are
 * split at the hyphen; a word with no letters or digits has none.
 */
export function syllabify(word: string): Syllable[] {
  const clean = word.replace(/[’‘`]/g, "'").trim();
  if (!/[\p{L}\p{N}]/u.test(clean)) return [];
  const spelled = /\d/.test(clean) ? spellNumber(clean) : null;
  const source = spelled ?? clean;
  const pieces = source.split(/[\s-]+/).filter((p) => /[\p{L}\p{N}]/u.test(p));
  if (pieces.length > 1) return pieces.flatMap((piece) => syllabify(piece));
  const { stresses, vowels } = pronounce(source.toLowerCase());
  const texts = splitWord(source, stresses, vowels);
  const fitted = shrink(stresses, texts.length);
  return texts.map((text, k) => ({ text, stress: fitted[k] ?? 0 }));
}
