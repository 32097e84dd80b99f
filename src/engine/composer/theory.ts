/**
 * Scales, chord spellings and roman-numeral parsing. Pitch classes are 0..11
 * with 0 = C; degrees are semitones above the key's tonic.
 */
import type { Chord, Mode } from '../score';

export type ChordQuality = Chord['quality'];

const PC_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

export const SCALES: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

const QUALITY_INTERVALS: Record<ChordQuality, readonly number[]> = {
  maj: [0, 4, 7],
  min: [0, 3, 7],
  dim: [0, 3, 6],
  aug: [0, 4, 8],
  sus2: [0, 2, 7],
  sus4: [0, 5, 7],
  maj7: [0, 4, 7, 11],
  min7: [0, 3, 7, 10],
  dom7: [0, 4, 7, 10],
};

/** A chord relative to the key: its root in semitones above the tonic. */
export interface RomanChord {
  offset: number;
  quality: ChordQuality;
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;
const MAJOR_OFFSETS = [0, 2, 4, 5, 7, 9, 11] as const;

/** Positive modulo, for pitch classes. */
export const pc = (value: number): number => ((value % 12) + 12) % 12;

/** 'A minor', 'Eb major'. */
export function keyName(tonic: number, mode: Mode): string {
  return `${PC_NAMES[pc(tonic)]} ${mode}`;
}

/**
 * Parses a roman numeral such as 'vi', 'bVII', 'V7', 'ii7', 'Imaj7', 'ii°' or
 * 'IVsus4': upper case is major, lower case minor, a leading 'b' flattens.
 */
export function parseRoman(symbol: string): RomanChord {
  const match = /^(b?)([ivIV]+)(°|maj7|7|sus2|sus4)?$/.exec(symbol);
  if (!match) throw new Error(`bad roman numeral ${symbol}`);
  const [, flat, numeral = '', suffix] = match;
  const index = NUMERALS.indexOf(numeral.toUpperCase() as (typeof NUMERALS)[number]);
  if (index < 0) throw new Error(`bad roman numeral ${symbol}`);
  const upper = numeral === numeral.toUpperCase();
  const offset = pc((MAJOR_OFFSETS[index] ?? 0) - (flat ? 1 : 0));
  let quality: ChordQuality = upper ? 'maj' : 'min';
  if (suffix === '°') quality = 'dim';
  else if (suffix === 'maj7') quality = 'maj7';
  else if (suffix === '7') quality = upper ? 'dom7' : 'min7';
  else if (suffix === 'sus2' || suffix === 'sus4') quality = suffix;
  return { offset, quality };
}

/** The pitch classes of a chord, root first. */
export function chordPcs(root: number, quality: ChordQuality): number[] {
  return QUALITY_INTERVALS[quality].map((interval) => pc(root + interval));
}

/** Every MIDI pitch in [low, high] whose pitch class is in `pcs`, ascending. */
export function pitchesIn(pcs: readonly number[], low: number, high: number): number[] {
  const result: number[] = [];
  for (let pitch = low; pitch <= high; pitch += 1) if (pcs.includes(pc(pitch))) result.push(pitch);
  return result;
}

/** The pitch classes of the key's scale. */
export function scalePcs(tonic: number, mode: Mode): number[] {
  return SCALES[mode].map((step) => pc(tonic + step));
}

/** The pitch with class `target` nearest to `near` (ties go down). */
export function nearestWithPc(target: number, near: number): number {
  const below = near - pc(near - target);
  return near - below <= below + 12 - near ? below : below + 12;
}

/** Clamps a value into [low, high]. */
export const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));
