/**
 * Groups sung notes into syllable events: a syllable's note plus the melisma
 * continuations ('' notes) of the same word that follow it.
 */
import type { VocalNote } from '../score.ts';
import { speakableWord } from './takes.ts';

export interface SyllableEvent {
  /** Speakable text of the whole word and how many syllables it is sung in. */
  word: string;
  syllableCount: number;
  /** Which of the word's syllables this is. */
  syllableIndex: number;
  /** The syllable's note first, then its continuations. */
  notes: VocalNote[];
}

/** Notes sorted by start time, ties kept in input order. */
export function sortNotes(notes: readonly VocalNote[]): VocalNote[] {
  return notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => a.note.start - b.note.start || a.index - b.index)
    .map(({ note }) => note);
}

/**
 * Splits sorted notes into syllable events; words are rebuilt from their notes'
 * syllables. Notes of a word that start together (harmonies, doubles) sing the
 * same syllable; a continuation joins the open event of its word that ended
 * nearest to it.
 */
export function toEvents(sorted: readonly VocalNote[]): SyllableEvent[] {
  const words = new Map<number, { text: string; onsets: number[] }>();
  for (const note of sorted) {
    if (note.syllable === '') continue;
    const word = words.get(note.wordIndex) ?? { text: '', onsets: [] };
    if (!word.onsets.includes(note.start)) {
      word.onsets.push(note.start);
      word.text += note.syllable;
    }
    words.set(note.wordIndex, word);
  }
  const events: SyllableEvent[] = [];
  const open = new Map<number, SyllableEvent[]>();
  for (const note of sorted) {
    const word = words.get(note.wordIndex);
    const syllableCount = Math.max(1, word?.onsets.length ?? 0);
    const candidates = open.get(note.wordIndex) ?? [];
    if (note.syllable === '' && candidates.length > 0) {
      const gap = (event: SyllableEvent) => {
        const last = event.notes[event.notes.length - 1]!;
        return Math.abs(last.start + last.duration - note.start);
      };
      const nearest = candidates.reduce((best, event) => (gap(event) < gap(best) ? event : best));
      nearest.notes.push(note);
      continue;
    }
    const index = note.syllable === '' ? syllableCount - 1 : word!.onsets.indexOf(note.start);
    const event: SyllableEvent = {
      word: speakableWord(word?.text ?? ''),
      syllableCount,
      syllableIndex: index,
      notes: [note],
    };
    const stillOpen = candidates.filter((e) => {
      const last = e.notes[e.notes.length - 1]!;
      return last.start + last.duration > note.start - 0.05 && e.syllableIndex === index;
    });
    open.set(note.wordIndex, [...stillOpen, event]);
    events.push(event);
  }
  return events;
}
