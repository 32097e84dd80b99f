/**
 * Phrase takes: the words of each sung phrase are spoken as connected text, so
 * consonants and vowels join as in speech, and the take is cut into the
 * phrase's syllables: each syllable's vowel is the loudest point near where its share
 * of the letters puts it, and each cut the quietest point between two vowels.
 */
import type { SyllableEvent } from './events.ts';
import { speakableWord } from './takes.ts';

/** Gaps at least this long (between a word's end and the next word) end a phrase. */
const PHRASE_GAP_S = 0.3;
/** Longer phrases are split, so a cut never drifts far from where it is expected. */
const MAX_PHRASE_WORDS = 8;

export interface Phrase {
  /** The text espeak-ng speaks, words joined by spaces. */
  text: string;
  /** Word indexes in order, with each word's syllables' texts. */
  words: { wordIndex: number; syllables: string[] }[];
}

/** Syllable key: the word's index in the lyrics and the syllable's within the word. */
export const syllableKey = (wordIndex: number, syllableIndex: number) =>
  `${wordIndex}|${syllableIndex}`;

/** Groups a line's words into phrases, in order of their first note. */
export function toPhrases(events: readonly SyllableEvent[]): Phrase[] {
  const words = new Map<number, { start: number; end: number; syllables: string[] }>();
  for (const event of events) {
    const head = event.notes[0]!;
    const last = event.notes.at(-1)!;
    const word = words.get(head.wordIndex) ?? {
      start: head.start,
      end: 0,
      syllables: new Array<string>(event.syllableCount).fill(''),
    };
    word.end = Math.max(word.end, last.start + last.duration);
    if (head.syllable !== '' && word.syllables[event.syllableIndex] === '')
      word.syllables[event.syllableIndex] = head.syllable;
    words.set(head.wordIndex, word);
  }
  const ordered = [...words.entries()].sort((a, b) => a[1].start - b[1].start);
  const phrases: Phrase[] = [];
  let previousEnd = -Infinity;
  for (const [wordIndex, word] of ordered) {
    const current = phrases.at(-1);
    if (
      !current ||
      word.start - previousEnd >= PHRASE_GAP_S ||
      current.words.length >= MAX_PHRASE_WORDS
    )
      phrases.push({ text: '', words: [] });
    phrases.at(-1)!.words.push({ wordIndex, syllables: word.syllables });
    previousEnd = Math.max(previousEnd, word.end);
  }
  for (const phrase of phrases)
    phrase.text = phrase.words.map((w) => speakableWord(w.syllables.join(''))).join(' ');
  return phrases;
}

/** Relative length expected of a syllable: its letters (vowel letters count double). */
function weight(text: string): number {
  const letters = text.toLowerCase().replace(/[^a-z]/g, '');
  return Math.max(1, letters.length + letters.replace(/[^aeiouy]/g, '').length);
}

/** Cuts a phrase take into its syllables, keyed by `syllableKey`. */
export function cutPhrase(
  take: Float32Array,
  phrase: Phrase,
  rate: number,
): Map<string, Float32Array> {
  const units = phrase.words.flatMap((w) =>
    w.syllables.map((text, s) => ({ key: syllableKey(w.wordIndex, s), weight: weight(text) })),
  );
  const hop = Math.round(0.005 * rate);
  const frames = Math.max(1, Math.floor(take.length / hop));
  const energy = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let i = f * hop; i < Math.min(take.length, (f + 2) * hop); i += 1) sum += take[i]! ** 2;
    energy[f] = sum;
  }
  const total = units.reduce((sum, u) => sum + u.weight, 0);
  const expected: number[] = [0];
  for (const unit of units) expected.push(expected.at(-1)! + (unit.weight / total) * frames);
  // Each syllable's nucleus: the loudest frame in its expected span (widened by a third);
  // each cut: the quietest frame between two nuclei, so every syllable keeps its vowel.
  const scale = frames / total;
  const nuclei: number[] = [];
  units.forEach((unit, k) => {
    const from = Math.max(
      (nuclei[k - 1] ?? -1) + 2,
      Math.round(expected[k]! - 0.33 * unit.weight * scale),
    );
    const to = Math.min(frames - 1, Math.round(expected[k + 1]! + 0.33 * unit.weight * scale));
    let best = Math.min(from, frames - 1);
    for (let f = from; f <= to; f += 1) if (energy[f]! > energy[best]!) best = f;
    nuclei.push(best);
  });
  const cuts: number[] = [0];
  for (let k = 1; k < units.length; k += 1) {
    const from = Math.max(cuts[k - 1]! + 1, nuclei[k - 1]! + 1);
    const to = Math.max(from, nuclei[k]! - 1);
    let best = from;
    for (let f = from; f <= to && f < frames; f += 1) if (energy[f]! < energy[best]!) best = f;
    cuts.push(Math.min(best, frames - 1));
  }
  cuts.push(frames);
  const out = new Map<string, Float32Array>();
  units.forEach((unit, k) => {
    const end = k + 1 === units.length ? take.length : cuts[k + 1]! * hop;
    out.set(unit.key, take.slice(cuts[k]! * hop, end));
  });
  return out;
}
