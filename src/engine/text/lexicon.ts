/**
 * The style lexicon: genres, moods, instruments, tempo words, decades and
 * vocal-gender words, each phrase mapping to exactly one entry. The data
 * lives in the `*.data.ts` tables; this module reads and indexes them once.
 */
import type { DrumStyle, TrackRole, VocalGender } from '../score.ts';
import { GENRE_TABLE } from './genres.data.ts';
import { MOOD_TABLE } from './moods.data.ts';
import { list, num, readTable } from './table.ts';
import { DRUM_WORDS, GENDER_TABLE, INSTRUMENT_TABLE, TEMPO_TABLE } from './words.data.ts';

export type MelodicRole = Exclude<TrackRole, 'drums'>;
export type Programs = Partial<Record<MelodicRole, number>>;

export interface Genre {
  id: string;
  /** Normalised words that name it; the first is its display name. */
  words: string[];
  tempo: [number, number];
  /** -1 (minor) .. 1 (major). */
  modeTendency: number;
  energy: number;
  swing: number;
  drumStyle: DrumStyle;
  drums: boolean;
  programs: Programs;
  /** Genre and mood ids that go with it. */
  related: string[];
}

export interface Mood {
  id: string;
  words: string[];
  modePush: number;
  energyDelta: number;
  tempoDelta: number;
}

export interface Instrument {
  words: string[];
  role: MelodicRole;
  program: number;
  /** Programs [from, to] removed when these words are excluded. */
  excludes: [number, number];
}

export interface TempoWord {
  words: string[];
  bpm: number;
  energyDelta: number;
}

export type Term =
  | { kind: 'genre'; entry: Genre }
  | { kind: 'mood'; entry: Mood }
  | { kind: 'instrument'; entry: Instrument }
  | { kind: 'tempo'; entry: TempoWord }
  | { kind: 'gender'; gender: VocalGender }
  | { kind: 'decade'; year: number }
  | { kind: 'drums' };

/** Lower case, '&' → 'and', apostrophes dropped, any other punctuation a space. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ROLES: readonly MelodicRole[] = ['bass', 'chords', 'pad', 'lead', 'arp', 'strings'];

function readPrograms(cell: string): Programs {
  const programs: Programs = {};
  for (const pair of cell.split(/\s+/)) {
    const [role, program] = pair.split(':');
    if (!ROLES.includes(role as MelodicRole)) throw new Error(`unknown role in ${cell}`);
    programs[role as MelodicRole] = num(program ?? '');
  }
  return programs;
}

const words = (cell: string) => [...new Set(list(cell).map(normalizePhrase))];

export const GENRES: readonly Genre[] = readTable(GENRE_TABLE, 9).map((c) => {
  const [low, high] = c[2]!.split('-').map(num);
  return {
    id: c[0]!,
    words: words(c[1]!),
    tempo: [low!, high!],
    modeTendency: num(c[3]!),
    energy: num(c[4]!),
    swing: num(c[5]!),
    drumStyle: c[6] as DrumStyle,
    drums: c[6] !== 'none',
    programs: readPrograms(c[7]!),
    related: list(c[8]!),
  };
});

export const MOODS: readonly Mood[] = readTable(MOOD_TABLE, 5).map((c) => ({
  id: c[0]!,
  words: words(c[1]!),
  modePush: num(c[2]!),
  energyDelta: num(c[3]!),
  tempoDelta: num(c[4]!),
}));

export const INSTRUMENTS: readonly Instrument[] = readTable(INSTRUMENT_TABLE, 4).map((c) => {
  const program = num(c[2]!);
  const family = Math.floor(program / 8) * 8;
  const range = c[3] === '-' ? [family, family + 7] : c[3]!.split('-').map(num);
  return {
    words: words(c[0]!),
    role: c[1] as MelodicRole,
    program,
    excludes: [range[0]!, range[1]!],
  };
});

export const TEMPO_WORDS: readonly TempoWord[] = readTable(TEMPO_TABLE, 3).map((c) => ({
  words: words(c[0]!),
  bpm: num(c[1]!),
  energyDelta: num(c[2]!),
}));

const GENDER_WORDS = readTable(GENDER_TABLE, 2).map((c) => ({
  words: words(c[0]!),
  gender: c[1] as VocalGender,
}));

const DECADE_NAMES: Record<number, string[]> = {
  1920: ['20s', '1920s', 'twenties', 'roaring twenties'],
  1930: ['30s', '1930s', 'thirties'],
  1940: ['40s', '1940s', 'forties'],
  1950: ['50s', '1950s', 'fifties'],
  1960: ['60s', '1960s', 'sixties'],
  1970: ['70s', '1970s', 'seventies'],
  1980: ['80s', '1980s', 'eighties'],
  1990: ['90s', '1990s', 'nineties'],
  2000: ['00s', '2000s', 'aughts', 'noughties', 'y2k'],
  2010: ['2010s', '10s', 'twenty tens'],
  2020: ['2020s', 'twenty twenties'],
};

/** Every phrase the lexicon knows, each to the one term it names. */
export const PHRASES: ReadonlyMap<string, Term> = buildIndex();

function buildIndex(): Map<string, Term> {
  const index = new Map<string, Term>();
  const add = (phrases: string[], term: Term) => {
    for (const phrase of phrases) {
      if (index.has(phrase)) throw new Error(`lexicon phrase '${phrase}' is listed twice`);
      index.set(phrase, term);
    }
  };
  for (const entry of GENRES) add(entry.words, { kind: 'genre', entry });
  for (const entry of MOODS) add(entry.words, { kind: 'mood', entry });
  for (const entry of INSTRUMENTS) add(entry.words, { kind: 'instrument', entry });
  for (const entry of TEMPO_WORDS) add(entry.words, { kind: 'tempo', entry });
  for (const { words: phrases, gender } of GENDER_WORDS) add(phrases, { kind: 'gender', gender });
  for (const [year, names] of Object.entries(DECADE_NAMES)) {
    add(names, { kind: 'decade', year: Number(year) });
  }
  add(DRUM_WORDS, { kind: 'drums' });
  return index;
}

/** The longest phrase in the lexicon, in words (for scanning). */
export const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((p) => p.split(' ').length));

const GENRE_BY_ID = new Map(GENRES.map((genre) => [genre.id, genre]));
const MOOD_BY_ID = new Map(MOODS.map((mood) => [mood.id, mood]));

export const genreById = (id: string): Genre | undefined => GENRE_BY_ID.get(id);
export const moodById = (id: string): Mood | undefined => MOOD_BY_ID.get(id);

/** The tag text for a genre or mood id ('hip-hop' → 'hip hop'), or the id itself. */
export function displayName(id: string): string {
  return (GENRE_BY_ID.get(id) ?? MOOD_BY_ID.get(id))?.words[0] ?? id;
}
