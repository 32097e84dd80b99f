/**
 * Common progressions per genre family, mode and section role, as roman
 * numerals (one chord a bar). Choruses get the stronger, cadential ones;
 * verses the ones that avoid resolving.
 */
import type { Mode } from '../score';
import type { GenreFamily } from './genre';

export type HarmonicRole = 'verse' | 'preChorus' | 'chorus' | 'bridge';

type Table = Record<HarmonicRole, readonly (readonly string[])[]>;

const POP_MAJOR: Table = {
  verse: [
    ['vi', 'IV', 'I', 'V'],
    ['I', 'vi', 'IV', 'V'],
    ['I', 'iii', 'vi', 'IV'],
    ['vi', 'V', 'IV', 'V'],
  ],
  preChorus: [
    ['IV', 'V', 'IV', 'V'],
    ['ii', 'IV', 'ii', 'V'],
  ],
  chorus: [
    ['I', 'V', 'vi', 'IV'],
    ['I', 'IV', 'V', 'IV'],
    ['IV', 'I', 'V', 'vi'],
    ['I', 'V', 'IV', 'V'],
  ],
  bridge: [
    ['IV', 'V', 'iii', 'vi'],
    ['ii', 'IV', 'vi', 'V'],
  ],
};

const POP_MINOR: Table = {
  verse: [
    ['i', 'bVI', 'bIII', 'bVII'],
    ['i', 'iv', 'bVI', 'bVII'],
    ['i', 'bVII', 'bVI', 'bVII'],
  ],
  preChorus: [
    ['bVI', 'bVII', 'bVI', 'V'],
    ['iv', 'bVI', 'iv', 'V'],
  ],
  chorus: [
    ['bVI', 'bVII', 'i', 'V'],
    ['i', 'iv', 'V', 'i'],
    ['bVI', 'bIII', 'bVII', 'i'],
  ],
  bridge: [
    ['iv', 'v', 'bVI', 'V'],
    ['bIII', 'bVII', 'iv', 'V'],
  ],
};

const ROCK_MAJOR: Table = {
  verse: [
    ['I', 'bVII', 'IV', 'I'],
    ['I', 'IV', 'I', 'V'],
  ],
  preChorus: [['ii', 'IV', 'V', 'V']],
  chorus: [
    ['I', 'V', 'vi', 'IV'],
    ['IV', 'I', 'V', 'V'],
    ['I', 'IV', 'V', 'I'],
  ],
  bridge: [['vi', 'IV', 'I', 'V']],
};

const ROCK_MINOR: Table = {
  verse: [
    ['i', 'bVII', 'bVI', 'bVII'],
    ['i', 'iv', 'v', 'i'],
  ],
  preChorus: [['bVI', 'bVII', 'bVI', 'bVII']],
  chorus: [
    ['bVI', 'bVII', 'i', 'i'],
    ['i', 'bVI', 'bIII', 'bVII'],
  ],
  bridge: [['iv', 'bVI', 'bVII', 'V']],
};

const JAZZ_MAJOR: Table = {
  verse: [
    ['ii7', 'V7', 'Imaj7', 'vi7'],
    ['Imaj7', 'vi7', 'ii7', 'V7'],
  ],
  preChorus: [['iii7', 'vi7', 'ii7', 'V7']],
  chorus: [
    ['Imaj7', 'vi7', 'ii7', 'V7'],
    ['ii7', 'V7', 'Imaj7', 'Imaj7'],
  ],
  bridge: [['IVmaj7', 'iv7', 'iii7', 'vi7']],
};

const JAZZ_MINOR: Table = {
  verse: [['i7', 'iv7', 'ii°', 'V7']],
  preChorus: [['bVImaj7', 'ii°', 'V7', 'V7']],
  chorus: [
    ['ii°', 'V7', 'i7', 'i7'],
    ['i7', 'bVImaj7', 'ii°', 'V7'],
  ],
  bridge: [['iv7', 'bVII7', 'bIIImaj7', 'bVImaj7']],
};

const TWELVE_BAR = ['I7', 'I7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'];
const QUICK_CHANGE = ['I7', 'IV7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'];
const EIGHT_BAR = ['I7', 'V7', 'IV7', 'IV7', 'I7', 'V7', 'I7', 'V7'];
const MINOR_BLUES = ['i7', 'i7', 'i7', 'i7', 'iv7', 'iv7', 'i7', 'i7', 'bVI7', 'V7', 'i7', 'V7'];

const BLUES_MAJOR: Table = {
  verse: [TWELVE_BAR, QUICK_CHANGE],
  preChorus: [['IV7', 'IV7', 'V7', 'V7']],
  chorus: [TWELVE_BAR, EIGHT_BAR],
  bridge: [['IV7', 'IV7', 'I7', 'I7', 'V7', 'V7', 'IV7', 'V7']],
};

const BLUES_MINOR: Table = {
  verse: [MINOR_BLUES],
  preChorus: [['iv7', 'iv7', 'V7', 'V7']],
  chorus: [MINOR_BLUES],
  bridge: [['bVI7', 'bVI7', 'i7', 'i7', 'iv7', 'iv7', 'V7', 'V7']],
};

const URBAN_MAJOR: Table = {
  verse: [
    ['Imaj7', 'vi7', 'ii7', 'V7'],
    ['IVmaj7', 'iii7', 'ii7', 'Imaj7'],
  ],
  preChorus: [['ii7', 'iii7', 'IVmaj7', 'V7']],
  chorus: [
    ['IVmaj7', 'V7', 'iii7', 'vi7'],
    ['Imaj7', 'vi7', 'IVmaj7', 'V7'],
  ],
  bridge: [['ii7', 'V7', 'iii7', 'vi7']],
};

const URBAN_MINOR: Table = {
  verse: [
    ['i7', 'iv7', 'i7', 'iv7'],
    ['i', 'bVI', 'i', 'bVI'],
  ],
  preChorus: [['bVImaj7', 'bVII', 'bVImaj7', 'V7']],
  chorus: [
    ['i7', 'iv7', 'bVImaj7', 'V7'],
    ['bVImaj7', 'bVII', 'i7', 'i7'],
  ],
  bridge: [['iv7', 'v7', 'bVImaj7', 'V7']],
};

const FOLK_MAJOR: Table = {
  verse: [
    ['I', 'IV', 'I', 'V'],
    ['I', 'V', 'IV', 'I'],
  ],
  preChorus: [['IV', 'IV', 'V', 'V']],
  chorus: [
    ['IV', 'I', 'V', 'I'],
    ['I', 'IV', 'V', 'I'],
  ],
  bridge: [['vi', 'IV', 'I', 'V']],
};

const AMBIENT_MAJOR: Table = {
  verse: [
    ['Imaj7', 'IVmaj7', 'Imaj7', 'IVmaj7'],
    ['I', 'IV', 'vi', 'IV'],
  ],
  preChorus: [['IVsus2', 'V', 'IVsus2', 'V']],
  chorus: [['IV', 'I', 'V', 'vi']],
  bridge: [['vi', 'IVmaj7', 'ii', 'V']],
};

const AMBIENT_MINOR: Table = {
  verse: [['i', 'bVI', 'i', 'bVI']],
  preChorus: [['iv', 'bVI', 'iv', 'bVII']],
  chorus: [['bVI', 'bIII', 'bVII', 'i']],
  bridge: [['iv', 'bVI', 'bIII', 'V']],
};

const LATIN_MINOR: Table = {
  verse: [
    ['i', 'iv', 'V7', 'i'],
    ['i', 'bVII', 'bVI', 'V7'],
  ],
  preChorus: [['iv', 'iv', 'V7', 'V7']],
  chorus: [
    ['i', 'bVII', 'bVI', 'V7'],
    ['iv', 'i', 'V7', 'i'],
  ],
  bridge: [['bVI', 'bIII', 'iv', 'V7']],
};

const REGGAE_MAJOR: Table = {
  verse: [
    ['I', 'IV', 'I', 'V'],
    ['I', 'vi', 'IV', 'V'],
  ],
  preChorus: [['IV', 'V', 'IV', 'V']],
  chorus: [
    ['I', 'V', 'IV', 'V'],
    ['IV', 'V', 'I', 'I'],
  ],
  bridge: [['ii', 'V', 'ii', 'V']],
};

const REGGAE_MINOR: Table = {
  verse: [['i', 'iv', 'i', 'iv']],
  preChorus: [['bVI', 'bVII', 'bVI', 'bVII']],
  chorus: [['i', 'bVII', 'bVI', 'bVII']],
  bridge: [['iv', 'v', 'iv', 'v']],
};

/** House and its kin: seventh-chord vamps of two or four bars rather than pop's cadences. */
const ELECTRONIC_MAJOR: Table = {
  verse: [
    ['Imaj7', 'vi7', 'Imaj7', 'vi7'],
    ['ii7', 'iii7', 'ii7', 'iii7'],
    ['IVmaj7', 'iii7', 'ii7', 'Imaj7'],
  ],
  preChorus: [
    ['IVmaj7', 'V7', 'IVmaj7', 'V7'],
    ['ii7', 'V7', 'ii7', 'V7'],
  ],
  chorus: [
    ['Imaj7', 'IVmaj7', 'Imaj7', 'IVmaj7'],
    ['vi7', 'IVmaj7', 'Imaj7', 'V7'],
    ['ii7', 'V7', 'Imaj7', 'vi7'],
  ],
  bridge: [
    ['IVmaj7', 'iii7', 'ii7', 'V7'],
    ['vi7', 'ii7', 'IVmaj7', 'V7'],
  ],
};

const ELECTRONIC_MINOR: Table = {
  verse: [
    ['i7', 'iv7', 'i7', 'iv7'],
    ['i7', 'bVImaj7', 'bVII', 'i7'],
  ],
  preChorus: [['bVImaj7', 'bVII', 'bVImaj7', 'bVII']],
  chorus: [
    ['i7', 'bVImaj7', 'bIIImaj7', 'bVII'],
    ['iv7', 'v7', 'i7', 'i7'],
    ['bVImaj7', 'bVII', 'i7', 'i7'],
  ],
  bridge: [['iv7', 'bVII', 'bIIImaj7', 'bVImaj7']],
};

const TABLES: Record<GenreFamily, Partial<Record<Mode, Table>>> = {
  pop: { major: POP_MAJOR, minor: POP_MINOR },
  rock: { major: ROCK_MAJOR, minor: ROCK_MINOR },
  electronic: { major: ELECTRONIC_MAJOR, minor: ELECTRONIC_MINOR },
  urban: { major: URBAN_MAJOR, minor: URBAN_MINOR },
  jazz: { major: JAZZ_MAJOR, minor: JAZZ_MINOR },
  blues: { major: BLUES_MAJOR, minor: BLUES_MINOR },
  folk: { major: FOLK_MAJOR },
  ambient: { major: AMBIENT_MAJOR, minor: AMBIENT_MINOR },
  latin: { major: POP_MAJOR, minor: LATIN_MINOR },
  reggae: { major: REGGAE_MAJOR, minor: REGGAE_MINOR },
};

/** The candidate progressions for a family, mode and section role (pop's when the family has none). */
export function progressionsFor(
  family: GenreFamily,
  mode: Mode,
  role: HarmonicRole,
): readonly (readonly string[])[] {
  const table = TABLES[family][mode] ?? (mode === 'major' ? POP_MAJOR : POP_MINOR);
  return table[role];
}
