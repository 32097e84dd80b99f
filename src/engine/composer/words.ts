/**
 * Aligned words taken straight from the score: each word starts with its
 * first sung note and ends with its last.
 */
import type { AlignedWord, VocalNote } from '../score';

/** One aligned word per entry of `words`, timed from the lead notes that carry it. */
export function alignWords(words: readonly string[], lead: readonly VocalNote[]): AlignedWord[] {
  const starts = new Array<number>(words.length).fill(Infinity);
  const ends = new Array<number>(words.length).fill(-Infinity);
  for (const note of lead) {
    starts[note.wordIndex] = Math.min(starts[note.wordIndex] ?? Infinity, note.start);
    ends[note.wordIndex] = Math.max(ends[note.wordIndex] ?? -Infinity, note.start + note.duration);
  }
  return words.map((word, index) => ({
    word,
    start_s: starts[index] ?? 0,
    end_s: round(ends[index] ?? 0),
    success: true,
    p_align: 1,
  }));
}

const round = (seconds: number) => Math.round(seconds * 1e6) / 1e6;
