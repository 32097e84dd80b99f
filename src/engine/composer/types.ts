/**
 * The composer's internal plan. Everything here is in beats (quarter notes)
 * from the song's start; compose() converts to seconds at the end.
 */
import type { EngineModel } from '../models';
import type { LyricLine, Mode, SectionKind, StyleParams } from '../score';
import type { GenreFamily } from './genre';
import type { ChordQuality } from './theory';

/** What carries the tune in a section. */
export type MelodySource = 'vocal' | 'lead' | 'hook' | 'none';

export interface SectionPlan {
  kind: SectionKind;
  label: string;
  startBar: number;
  bars: number;
  /** 0..1: how full the arrangement is. */
  intensity: number;
  lines: LyricLine[];
  /** Bars given to each line, parallel to `lines`. */
  lineBars: number[];
  melody: MelodySource;
  /** Sections with the same key get the same melody (repeated choruses). */
  melodyKey: string;
  /**
   * Semitones this section and all after it are lifted (a final chorus's key change); the score
   * keeps its home key.
   */
  lift?: number;
}

export interface BeatChord {
  startBeat: number;
  beats: number;
  root: number;
  quality: ChordQuality;
  pcs: number[];
  pitches: number[];
}

export interface BeatNote {
  beat: number;
  beats: number;
  pitch: number;
  velocity: number;
}

/** Song-wide choices every part reads. */
export interface SongContext {
  seed: number;
  style: StyleParams;
  model: EngineModel;
  family: GenreFamily;
  tonic: number;
  mode: Mode;
  tempoBpm: number;
}

/** The chord sounding at a beat (the last one when past the end). */
export function chordAt(chords: readonly BeatChord[], beat: number): BeatChord {
  let found = chords[0];
  for (const chord of chords) {
    if (chord.startBeat <= beat + 1e-9) found = chord;
    else break;
  }
  if (!found) throw new Error('no chords');
  return found;
}
