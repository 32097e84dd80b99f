/**
 * Where the vowel sounds sit in a written word: the shared ground of the
 * dictionary-guided split and the rule-based fallback.
 */

/** A run of vowel letters [start, end) that carries one syllable. */
export interface Nucleus {
  start: number;
  end: number;
  /** Likely silent or reducible (final e, -ed, -es, e before -ly/-ment/-ful/-ness). */
  weak: boolean;
}

const CONSONANT_DIGRAPHS = ['tch', 'th', 'sh', 'ch', 'ph', 'gh', 'ck', 'ng', 'wh', 'qu'];
const SUFFIXES_AFTER_SILENT_E = [
  'ly',
  'ment',
  'ful',
  'ness',
  'less',
  'some',
  'thing',
  'where',
  'one',
  'body',
  'time',
  'times',
];

/** Whether the letter at i is a vowel sound letter ('y' counts unless it starts a syllable). */
export function isVowelAt(lower: string, i: number): boolean {
  const ch = lower[i];
  if (ch === undefined) return false;
  if ('aeiou'.includes(ch)) {
    // The u of 'qu' and 'gu' before a vowel is a glide, not a nucleus.
    return !(
      ch === 'u' &&
      (lower[i - 1] === 'q' || (lower[i - 1] === 'g' && isPlainVowel(lower[i + 1])))
    );
  }
  if (ch === 'y') return i > 0 && !isPlainVowel(lower[i + 1]);
  return false;
}

function isPlainVowel(ch: string | undefined): boolean {
  return ch !== undefined && 'aeiouy'.includes(ch);
}

/** Consonant units of lower[from, to): digraphs such as 'th' or 'ck' count as one. */
export function consonantUnits(lower: string, from: number, to: number): number[] {
  const starts: number[] = [];
  let i = from;
  while (i < to) {
    starts.push(i);
    const digraph = CONSONANT_DIGRAPHS.find((d) => lower.startsWith(d, i) && i + d.length <= to);
    i += digraph ? digraph.length : 1;
  }
  return starts;
}

/** Vowel runs of a word with a guess of which ones are silent. */
export function findNuclei(lower: string): Nucleus[] {
  const nuclei: Nucleus[] = [];
  let i = 0;
  while (i < lower.length) {
    if (!isVowelAt(lower, i)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < lower.length && isVowelAt(lower, end)) end += 1;
    nuclei.push({ start: i, end, weak: false });
    i = end;
  }
  if (nuclei.length < 2) return nuclei;
  for (let k = 1; k < nuclei.length; k += 1) {
    const nucleus = nuclei[k]!;
    if (lower.slice(nucleus.start, nucleus.end) !== 'e') continue;
    const before = lower[nucleus.start - 1] ?? '';
    const rest = lower.slice(nucleus.end);
    const isFinalLe = rest === '' && before === 'l' && !isPlainVowel(lower[nucleus.start - 2]);
    if (rest === '' && !isFinalLe) nucleus.weak = true;
    else if (rest === 'd' && !'td'.includes(before)) nucleus.weak = true;
    else if (
      rest === 's' &&
      !isFinalLe &&
      !/(s|x|z|ch|sh|c|g)$/.test(lower.slice(0, nucleus.start))
    )
      nucleus.weak = true;
    else if (SUFFIXES_AFTER_SILENT_E.includes(rest) && !isPlainVowel(before)) nucleus.weak = true;
  }
  return nuclei;
}
