/**
 * The lead vocal: every sung section's lines become melody notes in the
 * singer's range, choruses higher than verses, and the same section lyrics
 * always get the same melody.
 */
import type { Rng } from '../random';
import type { SectionKind, VocalGender } from '../score';
import { type MelodyNote, type Register, singLines, type SungSyllable } from './melody';
import type { BeatChord, SectionPlan, SongContext } from './types';

/**
 * Singing ranges in MIDI notes (an octave and a sixth at most). The female voice sings in the
 * chest register (C#3-G#4, its verses around G#3): four semitones higher, its lines were
 * understood at 0.87 of the spoken words' rate, not 0.94 (docs/engine.md, "Breath in the voice").
 */
export const VOCAL_RANGES: Record<VocalGender, { low: number; high: number }> = {
  male: { low: 45, high: 64 },
  female: { low: 49, high: 68 },
  unspecified: { low: 49, high: 68 },
};

const CENTRE_AT: Partial<Record<SectionKind, number>> = {
  verse: 0.38,
  preChorus: 0.48,
  chorus: 0.6,
  bridge: 0.52,
};

/** The register a section is sung in. */
export function vocalRegister(gender: VocalGender, kind: SectionKind): Register {
  const { low, high } = VOCAL_RANGES[gender];
  return { low, high, centre: low + (high - low) * (CENTRE_AT[kind] ?? 0.45) };
}

/** A sung note with where it belongs in the score. */
export interface PlacedVocal {
  note: MelodyNote;
  sectionIndex: number;
  /** Index into the song's word list. */
  wordIndex: number;
}

/** Lead vocal notes for all sung sections, plus the text of every sung word in order. */
export function singSong(
  context: SongContext,
  sections: readonly SectionPlan[],
  chords: readonly BeatChord[][],
  rng: Rng,
): { notes: PlacedVocal[]; words: string[] } {
  const notes: PlacedVocal[] = [];
  const words: string[] = [];
  sections.forEach((section, sectionIndex) => {
    if (section.melody !== 'vocal') return;
    const firstWord = words.length;
    let startBeat = section.startBar * 4;
    const lines = section.lines.map((line, index) => {
      const syllables: SungSyllable[] = [];
      // A word with no syllables cannot be sung, so it gets no note and no aligned time.
      for (const word of line.words.filter((candidate) => candidate.syllables.length > 0)) {
        const wordIndex = words.length - firstWord;
        words.push(word.text);
        for (const syllable of word.syllables) syllables.push({ ...syllable, word: wordIndex });
      }
      const bars = section.lineBars[index] ?? 2;
      const input = { syllables, bars, startBeat };
      startBeat += bars * 4;
      return input;
    });
    const register = vocalRegister(context.style.vocalGender, section.kind);
    const melody = singLines(
      context,
      lines,
      chords[sectionIndex] ?? [],
      register,
      rng.fork(section.melodyKey),
    );
    for (const note of melody) notes.push({ note, sectionIndex, wordIndex: firstWord + note.word });
  });
  return { notes, words };
}
