/**
 * The engine's shared types. Text understanding produces `StyleParams` and
 * `ParsedLyrics`; the composer turns them into a `Score`; renderers turn a
 * `Score` into audio. Times in a Score are seconds from the song's start;
 * pitches are MIDI note numbers (60 = middle C).
 */

export const SAMPLE_RATE = 44_100;

export type VocalGender = 'male' | 'female' | 'unspecified';
export type Mode = 'major' | 'minor';

export type SectionKind =
  'intro' | 'verse' | 'preChorus' | 'chorus' | 'bridge' | 'outro' | 'instrumental';

/** Drum groove families the composer knows. */
export type DrumStyle =
  | 'none'
  | 'rock'
  | 'pop'
  | 'fourOnFloor'
  | 'hiphop'
  | 'trap'
  | 'halftime'
  | 'shuffle'
  | 'reggae'
  | 'latin'
  | 'jazz'
  | 'breakbeat';

/** Arrangement roles; each maps to a General MIDI program chosen by the style. */
export type TrackRole = 'drums' | 'bass' | 'chords' | 'pad' | 'lead' | 'arp' | 'strings';

/** What the text (tags + description, minus negative tags) asks for musically. */
export interface StyleParams {
  /** Lexicon genre ids found, strongest first (e.g. ['synthwave', 'pop']). */
  genres: string[];
  /** Lexicon mood ids found (e.g. ['melancholic']). */
  moods: string[];
  tempoBpm: number;
  /** True when the text named a tempo ('128 bpm'): the composer keeps it exactly, no seeded nudge. */
  tempoGiven?: boolean;
  mode: Mode;
  /** 0 (calm, sparse) .. 1 (intense, dense). */
  energy: number;
  /** 0 (straight) .. 1 (full triplet swing). */
  swing: number;
  drumStyle: DrumStyle;
  /** General MIDI program (0-127) per melodic role; a missing role is not played. */
  programs: Partial<Record<Exclude<TrackRole, 'drums'>, number>>;
  /** Whether drums play at all (negative tags or genres like ambient may remove them). */
  drums: boolean;
  vocalGender: VocalGender;
  /** Decade asked for (e.g. 1980), or null. */
  decade: number | null;
  /** Words that were understood, for tag recommendations and debugging. */
  matchedTerms: string[];
}

export interface Syllable {
  text: string;
  /** CMU-style stress: 0 none, 1 primary, 2 secondary. */
  stress: 0 | 1 | 2;
}

export interface LyricWord {
  /** The word as written in the lyrics (punctuation stripped). */
  text: string;
  syllables: Syllable[];
}

export interface LyricLine {
  words: LyricWord[];
}

export interface LyricSection {
  kind: SectionKind;
  /** The tag as written, e.g. 'Verse 2'; a default label when there was none. */
  label: string;
  lines: LyricLine[];
}

export interface ParsedLyrics {
  sections: LyricSection[];
}

export interface Note {
  start: number;
  duration: number;
  pitch: number;
  /** 1..127 */
  velocity: number;
}

export interface Track {
  role: TrackRole;
  /** General MIDI program; ignored for drums (channel 10 kit). */
  program: number;
  isDrum: boolean;
  /** Linear mix gain (0..1.5) and pan (-1 left .. 1 right). */
  gain: number;
  pan: number;
  notes: Note[];
}

export interface Chord {
  start: number;
  duration: number;
  /** Pitch class of the root, 0 = C. */
  root: number;
  quality: 'maj' | 'min' | 'dim' | 'aug' | 'sus2' | 'sus4' | 'maj7' | 'min7' | 'dom7';
  /** The voiced chord tones as MIDI notes. */
  pitches: number[];
}

/** One sung note: a syllable (or a melisma continuation) at one pitch. */
export interface VocalNote extends Note {
  /** The syllable's text; '' for a melisma continuation of the previous syllable. */
  syllable: string;
  stress: 0 | 1 | 2;
  /** Index into `Score.words` (the aligned word this note belongs to). */
  wordIndex: number;
  sectionIndex: number;
  /** True on the last note of a lyric line: the melody resolves and may breathe after it. */
  phraseEnd: boolean;
}

export interface ScoreSection {
  kind: SectionKind;
  label: string;
  start: number;
  end: number;
  bars: number;
  chords: Chord[];
  /** 0..1: how full the arrangement is in this section. */
  intensity: number;
}

/** A lyric word with its exact sung time, taken from the score (no alignment guessing). */
export interface AlignedWord {
  word: string;
  start_s: number;
  end_s: number;
  success: true;
  p_align: 1;
}

export interface Score {
  version: 1;
  seed: number;
  model: string;
  title: string;
  tempoBpm: number;
  key: { tonic: number; mode: Mode; name: string };
  beatsPerBar: 4;
  duration: number;
  style: StyleParams;
  sections: ScoreSection[];
  tracks: Track[];
  vocals: {
    gender: VocalGender;
    lead: VocalNote[];
    /** Harmonies and doubles, in choruses. */
    backing: VocalNote[];
    /** 0..1: the singer's polish (vibrato depth, smooth releases); the model's when absent (a persona's voice). */
    quality?: number;
  };
  words: AlignedWord[];
  instrumental: boolean;
}

/** Stereo audio at SAMPLE_RATE; both channels have the same length. */
export interface StereoBuffer {
  left: Float32Array;
  right: Float32Array;
}
