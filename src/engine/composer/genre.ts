/**
 * Genre families: the composer's coarse reading of `style.genres`, which picks
 * progressions, bass lines and comping rhythms. Genre ids come from the text
 * lexicon, so they are matched by keyword rather than by exact id.
 */
import type { DrumStyle, StyleParams } from '../score';

export type GenreFamily =
  | 'pop'
  | 'rock'
  | 'electronic'
  | 'urban'
  | 'jazz'
  | 'blues'
  | 'folk'
  | 'ambient'
  | 'latin'
  | 'reggae';

const KEYWORDS: readonly (readonly [GenreFamily, readonly string[]])[] = [
  ['jazz', ['jazz', 'swing', 'bebop', 'lounge', 'bossa', 'big band', 'bigband']],
  ['blues', ['blues', 'boogie']],
  ['reggae', ['reggae', 'ska', 'dub', 'dancehall']],
  ['latin', ['latin', 'salsa', 'samba', 'tango', 'flamenco', 'cumbia', 'reggaeton', 'bachata']],
  ['urban', ['hip', 'rap', 'trap', 'drill', 'r&b', 'rnb', 'soul', 'funk', 'grime', 'gospel']],
  [
    'electronic',
    [
      'edm',
      'house',
      'techno',
      'trance',
      'synth',
      'electro',
      'dance',
      'disco',
      'dubstep',
      'drum and bass',
      'dnb',
      'garage',
      'hyperpop',
      'idm',
    ],
  ],
  ['rock', ['rock', 'punk', 'metal', 'grunge', 'indie', 'emo', 'shoegaze', 'alternative']],
  [
    'folk',
    ['folk', 'country', 'acoustic', 'bluegrass', 'americana', 'singer-songwriter', 'celtic'],
  ],
  [
    'ambient',
    [
      'ambient',
      'lofi',
      'lo-fi',
      'chill',
      'classical',
      'orchestral',
      'cinematic',
      'piano',
      'new age',
      'drone',
      'soundtrack',
    ],
  ],
  ['pop', ['pop']],
];

const FROM_DRUMS: Partial<Record<DrumStyle, GenreFamily>> = {
  jazz: 'jazz',
  shuffle: 'blues',
  reggae: 'reggae',
  latin: 'latin',
  hiphop: 'urban',
  trap: 'urban',
  fourOnFloor: 'electronic',
  breakbeat: 'electronic',
  rock: 'rock',
};

/** The family of the strongest genre that matches a keyword, else of the drum style, else pop. */
export function genreFamily(style: StyleParams): GenreFamily {
  for (const genre of style.genres) {
    const id = genre.toLowerCase();
    const found = KEYWORDS.find(([, words]) => words.some((word) => id.includes(word)));
    if (found) return found[0];
  }
  return FROM_DRUMS[style.drumStyle] ?? 'pop';
}

/** A rhythmic hit inside one bar: start and length in sixteenths. */
export type Hit = readonly [slot: number, length: number];

/** Bass rhythm per family, one bar, with which chord tone each hit plays. */
export interface BassHit {
  slot: number;
  length: number;
  /** 'root', 'fifth', 'octave', or 'walk' (a stepwise line to the next root). */
  tone: 'root' | 'fifth' | 'octave' | 'walk';
}

const b = (slot: number, length: number, tone: BassHit['tone'] = 'root'): BassHit => ({
  slot,
  length,
  tone,
});

export const BASS_PATTERNS: Record<GenreFamily, readonly BassHit[]> = {
  pop: [b(0, 6), b(6, 2), b(8, 4, 'fifth'), b(12, 2), b(14, 2, 'octave')],
  rock: [0, 2, 4, 6, 8, 10, 12, 14].map((slot) => b(slot, 2, slot === 12 ? 'fifth' : 'root')),
  electronic: [2, 6, 10, 14].map((slot) => b(slot, 2, slot === 14 ? 'octave' : 'root')),
  urban: [b(0, 6), b(7, 3), b(10, 6, 'root')],
  jazz: [0, 4, 8, 12].map((slot) => b(slot, 4, 'walk')),
  blues: [b(0, 4), b(4, 4, 'fifth'), b(8, 4, 'octave'), b(12, 4, 'fifth')],
  folk: [b(0, 8), b(8, 8, 'fifth')],
  ambient: [b(0, 16)],
  latin: [b(0, 6), b(6, 6, 'fifth'), b(12, 4, 'root')],
  reggae: [b(0, 3), b(3, 3), b(8, 2, 'fifth'), b(10, 4, 'octave')],
};

/** Comping (chords track) rhythm per family. */
export const COMP_PATTERNS: Record<GenreFamily, readonly Hit[]> = {
  pop: [
    [0, 6],
    [6, 2],
    [8, 4],
    [12, 4],
  ],
  rock: [0, 2, 4, 6, 8, 10, 12, 14].map((slot) => [slot, 2] as const),
  electronic: [2, 6, 10, 14].map((slot) => [slot, 1] as const),
  urban: [
    [0, 6],
    [10, 6],
  ],
  jazz: [
    [0, 2],
    [6, 3],
  ],
  blues: [4, 12].map((slot) => [slot, 3] as const),
  folk: [
    [0, 4],
    [4, 2],
    [6, 4],
    [10, 2],
    [12, 2],
    [14, 2],
  ],
  ambient: [[0, 16]],
  latin: [
    [0, 3],
    [3, 3],
    [6, 4],
    [10, 2],
    [12, 4],
  ],
  reggae: [4, 12].map((slot) => [slot, 1] as const),
};
