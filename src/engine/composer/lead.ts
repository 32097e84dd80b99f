/**
 * The lead instrument's line: the whole tune of an instrumental song, and a
 * recurring hook in intros, breaks and outros. It reuses the vocal melody
 * writer on made-up lines of stresses, so it phrases like a singer.
 */
import type { Rng } from '../random';
import { type Register, singLines, type SungSyllable } from './melody';
import type { BeatChord, BeatNote, SectionPlan, SongContext } from './types';

const MOTIFS: readonly (readonly (0 | 1)[])[] = [
  [1, 0, 1, 0, 1, 0, 1],
  [0, 1, 0, 0, 1, 0, 1],
  [1, 0, 0, 1, 0, 0, 1, 0],
  [0, 1, 0, 1, 0, 1],
  [1, 1, 0, 1, 0, 1],
  [0, 1, 1, 0, 1, 0, 0, 1],
];

const LEAD_LOW = 60;
const LEAD_HIGH = 81;

/** Lead notes for the sections whose tune is played ('lead' or 'hook'). */
export function playLead(
  context: SongContext,
  sections: readonly SectionPlan[],
  chords: readonly BeatChord[][],
  rng: Rng,
): BeatNote[] {
  return sections.flatMap((section, index) => {
    if (section.melody !== 'lead' && section.melody !== 'hook') return [];
    const keyRng = rng.fork(section.melodyKey);
    const motifs = [keyRng.pick(MOTIFS), keyRng.pick(MOTIFS)];
    const lineCount = Math.max(1, Math.floor(section.bars / 2));
    const lines = Array.from({ length: lineCount }, (_, line) => {
      const motif = line % 4 === 2 ? 1 : 0;
      const syllables: SungSyllable[] = (motifs[motif] ?? []).map((stress) => ({
        text: `${section.melodyKey}${motif}`,
        stress,
        word: 0,
      }));
      return { syllables, bars: 2, startBeat: (section.startBar + line * 2) * 4 };
    });
    const lift = section.kind === 'chorus' || section.melody === 'hook' ? 0.62 : 0.45;
    const register: Register = {
      low: LEAD_LOW,
      high: LEAD_HIGH,
      centre: LEAD_LOW + (LEAD_HIGH - LEAD_LOW) * lift,
    };
    const notes = singLines(context, lines, chords[index] ?? [], register, keyRng);
    return notes.map(({ beat, beats, pitch, velocity }) => ({
      beat,
      beats,
      pitch,
      velocity: velocity - 6,
    }));
  });
}
