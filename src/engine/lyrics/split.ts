/**
 * Splits a written word into a given number of syllables at sensible
 * boundaries ('together' → to-geth-er), because the singer sings the text.
 */
import { consonantUnits, findNuclei, type Nucleus } from './spelling.ts';

/** Stressed vowels that close their syllable with the next consonant (the 'e' of 'geth'). */
const SHORT_VOWELS = new Set(['AE', 'EH', 'IH', 'AA', 'AH', 'UH']);
const ONSETS = new Set([
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'pl',
  'pr',
  'tr',
  'sc',
  'sk',
  'sl',
  'sm',
  'sn',
  'sp',
  'st',
  'sw',
  'tw',
  'thr',
  'str',
  'spr',
  'scr',
  'shr',
  'chr',
  'phr',
]);

/**
 * The word's text cut into `stresses.length` non-empty parts (fewer when the
 * word has fewer letters). `vowels` are the dictionary's vowel phonemes, one
 * per syllable, when known.
 */
export function splitWord(
  word: string,
  stresses: readonly (0 | 1 | 2)[],
  vowels: readonly string[] | null,
): string[] {
  const count = Math.min(stresses.length, countLetters(word));
  if (count <= 1) return [word];
  const lower = word.toLowerCase();
  const nuclei = fitNuclei(findNuclei(lower), count);
  if (nuclei.length !== count) return evenSplit(word, count);
  const cuts: number[] = [];
  for (let k = 0; k + 1 < nuclei.length; k += 1) {
    const left = nuclei[k]!;
    const right = nuclei[k + 1]!;
    const shortStressed =
      stresses[k] === 1 &&
      stresses[k + 1] !== 1 &&
      (vowels ? SHORT_VOWELS.has(vowels[k]!.replace(/\d$/, '')) : left.end - left.start === 1);
    cuts.push(boundary(lower, left, right, shortStressed));
  }
  const parts: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(word.slice(from, cut));
    from = cut;
  }
  parts.push(word.slice(from));
  return parts.every((part) => part.length > 0) ? parts : evenSplit(word, count);
}

function countLetters(word: string): number {
  return word.replace(/[^\p{L}\p{N}]/gu, '').length;
}

/**
 * Drops weak nuclei, then merges or splits vowel runs until there are `count`
 * of them; a dropped weak nucleus comes back when nothing else can be split (fi-re).
 */
function fitNuclei(found: Nucleus[], count: number): Nucleus[] {
  const nuclei = found.filter((n, k) => k === 0 || !n.weak);
  const dropped = found.filter((n, k) => k > 0 && n.weak);
  while (nuclei.length > count) {
    let best = 0;
    for (let k = 1; k + 1 < nuclei.length; k += 1) {
      if (gap(nuclei, k) < gap(nuclei, best)) best = k;
    }
    const [left, right] = [nuclei[best]!, nuclei[best + 1]!];
    nuclei.splice(best, 2, { start: left.start, end: right.end, weak: false });
  }
  while (nuclei.length < count) {
    const k = nuclei.findIndex((n) => n.end - n.start >= 2);
    if (k >= 0) {
      const run = nuclei[k]!;
      const mid = run.end - 1;
      nuclei.splice(k, 1, { ...run, end: mid }, { ...run, start: mid });
    } else if (dropped.length > 0) {
      nuclei.push(dropped.shift()!);
      nuclei.sort((a, b) => a.start - b.start);
    } else break;
  }
  return nuclei;
}

function gap(nuclei: Nucleus[], k: number): number {
  return nuclei[k + 1]!.start - nuclei[k]!.end;
}

/** Index where the syllable of `right` starts. */
function boundary(lower: string, left: Nucleus, right: Nucleus, shortStressed: boolean): number {
  const between = lower.slice(left.end, right.start);
  // A silent e dropped from the nuclei ends its syllable: love-ly, care-ful.
  const silentE = between.lastIndexOf('e');
  if (silentE >= 0) return left.end + silentE + 1;
  const units = consonantUnits(lower, left.end, right.start);
  if (units.length === 0) return right.start;
  const isFinalLe = right.end === lower.length && lower.slice(right.start - 1) === 'le';
  if (isFinalLe && units.length >= 2) return units[units.length - 2]!;
  if (units.length === 1) return shortStressed ? right.start : units[0]!;
  const lastTwo = units.slice(-2);
  const onsetOfTwo = lower.slice(lastTwo[0], right.start);
  if (units.length >= 3 && ONSETS.has(onsetOfTwo)) return lastTwo[0]!;
  if (units.length === 2 && ONSETS.has(onsetOfTwo) && !shortStressed) return lastTwo[0]!;
  return units[units.length - 1]!;
}

/** Last resort: equal slices of the letters. */
function evenSplit(word: string, count: number): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let k = 1; k <= count; k += 1) {
    const to = k === count ? word.length : Math.round((word.length * k) / count);
    parts.push(word.slice(from, Math.max(to, from + 1)));
    from = Math.max(to, from + 1);
  }
  return parts.filter((part) => part.length > 0);
}
