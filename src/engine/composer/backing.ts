/**
 * Backing vocals, in choruses only: a diatonic third or sixth above or below
 * the lead on the same syllables, and octave doubles on phrase ends. Better
 * models harmonise whole lines and double more often.
 */
import type { Rng } from '../random';
import type { ScoreSection, VocalGender, VocalNote } from '../score';
import { pitchesIn, scalePcs } from './theory';
import type { SongContext } from './types';
import { VOCAL_RANGES } from './vocals';

/** Scale steps to move the harmony by: a third (2) or a sixth (5), up or down. */
const INTERVALS = [2, -2, 5, -5] as const;
const BACKING_SPREAD = 5;

/** Backing notes for the lead notes that fall in chorus sections. */
export function backingVocals(
  context: SongContext,
  lead: readonly VocalNote[],
  sections: readonly ScoreSection[],
  gender: VocalGender,
  rng: Rng,
  /** Semitones each section is lifted from the home key (a final chorus's key change). */
  lifts: readonly number[] = [],
): VocalNote[] {
  const range = VOCAL_RANGES[gender];
  const low = range.low - BACKING_SPREAD;
  const high = range.high + BACKING_SPREAD;
  const scale = pitchesIn(scalePcs(context.tonic, context.mode), low - 12, high + 12);
  const interval = rng.pick(INTERVALS);
  const quality = context.model.voiceQuality;
  const lines = splitLines(lead.filter((note) => sections[note.sectionIndex]?.kind === 'chorus'));
  return lines.flatMap((line) => {
    const lineRng = rng.fork(`backing:${line.map((note) => note.syllable).join('-')}`);
    const whole = lineRng.chance(0.4 + 0.6 * quality);
    const double = lineRng.chance(0.3 + 0.6 * quality);
    const result: VocalNote[] = [];
    line.forEach((note, index) => {
      if (whole || index >= line.length - 3) {
        const lift = lifts[note.sectionIndex] ?? 0;
        const pitch =
          harmonyFor(note.pitch - lift, interval, scale, low - lift, high - lift) + lift;
        result.push({ ...note, pitch, velocity: Math.max(1, note.velocity - 15) });
      }
      if (double && note.phraseEnd) {
        const octave = note.pitch + 12 <= high ? note.pitch + 12 : note.pitch - 12;
        result.push({ ...note, pitch: octave, velocity: Math.max(1, note.velocity - 20) });
      }
    });
    return result;
  });
}

/** The scale note `steps` away from `pitch`, moved by octaves into [low, high]. */
export function harmonyFor(
  pitch: number,
  steps: number,
  scale: readonly number[],
  low: number,
  high: number,
): number {
  let index = 0;
  scale.forEach((candidate, at) => {
    if (Math.abs(candidate - pitch) < Math.abs((scale[index] ?? 0) - pitch)) index = at;
  });
  let result = scale[Math.min(scale.length - 1, Math.max(0, index + steps))] ?? pitch;
  while (result > high) result -= 12;
  while (result < low) result += 12;
  return result;
}

function splitLines(notes: readonly VocalNote[]): VocalNote[][] {
  const lines: VocalNote[][] = [];
  let current: VocalNote[] = [];
  for (const note of notes) {
    current.push(note);
    if (note.phraseEnd) {
      lines.push(current);
      current = [];
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}
