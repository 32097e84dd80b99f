/**
 * Hand-written composer inputs for tests: styles and lyrics as the text and
 * lyrics modules would produce them. Lyrics are written with syllables split
 * by '-' and stressed syllables in capitals ("to-NIGHT").
 */
import { ENGINE_MODELS, type EngineModel } from '../models';
import type { LyricLine, LyricSection, ParsedLyrics, SectionKind, StyleParams } from '../score';

export const POP_STYLE: StyleParams = {
  genres: ['pop'],
  moods: ['uplifting'],
  tempoBpm: 112,
  mode: 'major',
  energy: 0.6,
  swing: 0,
  drumStyle: 'pop',
  programs: { bass: 33, chords: 0, pad: 89, strings: 48, lead: 80, arp: 81 },
  drums: true,
  vocalGender: 'female',
  decade: null,
  matchedTerms: ['pop', 'uplifting'],
};

export const JAZZ_STYLE: StyleParams = {
  ...POP_STYLE,
  genres: ['jazz'],
  moods: ['smooth'],
  tempoBpm: 132,
  mode: 'minor',
  energy: 0.4,
  swing: 0.7,
  drumStyle: 'jazz',
  programs: { bass: 32, chords: 0, lead: 65 },
  vocalGender: 'male',
  matchedTerms: ['jazz'],
};

export const AMBIENT_STYLE: StyleParams = {
  ...POP_STYLE,
  genres: ['ambient'],
  moods: ['calm'],
  tempoBpm: 72,
  mode: 'minor',
  energy: 0.2,
  drumStyle: 'none',
  programs: { pad: 89, strings: 49, lead: 73 },
  drums: false,
  vocalGender: 'unspecified',
  matchedTerms: ['ambient'],
};

/** The engine model with this id. */
export function model(id: string): EngineModel {
  const found = ENGINE_MODELS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no model ${id}`);
  return found;
}

/** A line from marked-up text: "WALK-ing DOWN the EM-pty STREETS". */
export function line(text: string): LyricLine {
  return {
    words: text.split(/\s+/).map((word) => {
      const parts = word.split('-');
      return {
        text: parts.join('').toLowerCase(),
        syllables: parts.map((part) => ({
          text: part.toLowerCase(),
          stress: part === part.toUpperCase() && part.length > 0 ? 1 : 0,
        })),
      };
    }),
  };
}

/** A section of marked-up lines. */
export function section(kind: SectionKind, label: string, lines: readonly string[]): LyricSection {
  return { kind, label, lines: lines.map(line) };
}

const VERSE_1 = [
  'WALK-ing DOWN the EM-pty STREETS',
  'CIT-y LIGHTS are FAD-ing OUT',
  'EV-ery WIN-dow TELLS a STO-ry',
  'i can HEAR you CALL my NAME',
];
const VERSE_2 = [
  'MORN-ing COMES a-CROSS the RIV-er',
  'SHAD-ows RUN be-HIND the TRAIN',
  'HOLD the MEM-o-ry FOR-ev-er',
  'WE will NEV-er BE the SAME',
];
const CHORUS = [
  'TAKE me HIGH-er to-NIGHT',
  'WE are GOLD-en in the LIGHT',
  'DON\u2019T let GO of my HAND',
  'WE will DANCE un-TIL the END',
];
const BRIDGE = [
  'AND if the SKY should FALL',
  'I will STILL be HERE',
  'SING-ing THROUGH it ALL',
  'LOUD and CLEAR',
];

/** Verse and chorus only: shorter than any model's target. */
export const SHORT_LYRICS: ParsedLyrics = {
  sections: [section('verse', 'Verse 1', VERSE_1), section('chorus', 'Chorus', CHORUS)],
};

/** A usual song: two verses, three choruses, a bridge. */
export const SONG_LYRICS: ParsedLyrics = {
  sections: [
    section('verse', 'Verse 1', VERSE_1),
    section('preChorus', 'Pre-Chorus', ['AND i FEEL it COM-ing', 'CLOS-er EV-ery DAY']),
    section('chorus', 'Chorus', CHORUS),
    section('verse', 'Verse 2', VERSE_2),
    section('chorus', 'Chorus', CHORUS),
    section('bridge', 'Bridge', BRIDGE),
    section('chorus', 'Chorus', CHORUS),
  ],
};

/** Far more lyrics than a v4 song can hold (its maximum is 240 s). */
export const LONG_LYRICS: ParsedLyrics = {
  sections: Array.from({ length: 6 }, (_, index) => [
    section('verse', `Verse ${index + 1}`, [...VERSE_1, ...VERSE_2]),
    section('chorus', 'Chorus', CHORUS),
  ]).flat(),
};
