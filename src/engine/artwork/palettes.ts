/**
 * Cover palettes, chosen by the song's moods first (they set the feeling),
 * then its genres, then by seed.
 */
import type { Rng } from '../random';

export type Rgb = readonly [number, number, number];

export type PaletteFamily = 'warm' | 'dark' | 'neon' | 'earthy' | 'pastel' | 'fiery';

export interface Palette {
  family: PaletteFamily;
  /** Gradient stops of the background, top to bottom of the gradient axis. */
  background: readonly [Rgb, Rgb, Rgb];
  /** Colours of the shapes. */
  accents: readonly Rgb[];
}

const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const PALETTES: Record<PaletteFamily, readonly (readonly string[])[]> = {
  warm: [
    ['#ff9a3c', '#ff5f6d', '#ffc371', '#fff3b0', '#ffd166', '#ef476f'],
    ['#f9d423', '#ff4e50', '#fc913a', '#fffbe0', '#ff6f91', '#ffc75f'],
    ['#ffb347', '#ff7e5f', '#feb47b', '#fff0d4', '#ff4f79', '#ffd1a6'],
  ],
  dark: [
    ['#0f0c29', '#302b63', '#24243e', '#8e7dff', '#4a6fa5', '#c3b1e1'],
    ['#141e30', '#243b55', '#0b132b', '#5bc0eb', '#3a506b', '#9aa5ff'],
    ['#1a1a2e', '#16213e', '#0f3460', '#7f5af0', '#e94560', '#94a1b2'],
  ],
  neon: [
    ['#12002f', '#3a0ca3', '#f72585', '#4cc9f0', '#ff00e5', '#fffb00'],
    ['#0d0221', '#261447', '#ff3864', '#2de2e6', '#f6019d', '#ffd319'],
    ['#05010f', '#1b0a3c', '#00f5d4', '#f15bb5', '#00bbf9', '#fee440'],
  ],
  earthy: [
    ['#3e2f1c', '#8a6a3f', '#d9b382', '#f2e8cf', '#6a994e', '#bc4749'],
    ['#283618', '#606c38', '#dda15e', '#fefae0', '#bc6c25', '#a3b18a'],
    ['#4a3728', '#9c6644', '#e6ccb2', '#ede0d4', '#7f5539', '#b08968'],
  ],
  pastel: [
    ['#a1c4fd', '#c2e9fb', '#fbc2eb', '#ffffff', '#b5ead7', '#ffdac1'],
    ['#cdb4db', '#ffc8dd', '#bde0fe', '#fdfcdc', '#a2d2ff', '#ffafcc'],
  ],
  fiery: [
    ['#1a0000', '#7f0000', '#ff4800', '#ffb700', '#ff0054', '#f4f4f4'],
    ['#0b0b0b', '#3d0c11', '#d00000', '#ffba08', '#e85d04', '#dddddd'],
  ],
};

const KEYWORDS: readonly [PaletteFamily, readonly string[]][] = [
  [
    'dark',
    [
      'sad',
      'melanchol',
      'dark',
      'somber',
      'lonely',
      'gloom',
      'haunt',
      'moody',
      'mysterious',
      'heartbreak',
      'nostalg',
      'eerie',
      'brooding',
      'tragic',
      'grief',
    ],
  ],
  [
    'warm',
    [
      'happy',
      'joy',
      'upbeat',
      'cheer',
      'sunny',
      'uplift',
      'playful',
      'romantic',
      'hopeful',
      'euphoric',
      'summer',
      'bright',
      'fun',
      'love',
    ],
  ],
  [
    'fiery',
    [
      'angry',
      'aggressive',
      'intense',
      'fierce',
      'rage',
      'epic',
      'powerful',
      'metal',
      'punk',
      'rock',
      'grunge',
    ],
  ],
  [
    'pastel',
    [
      'calm',
      'chill',
      'dream',
      'peace',
      'relax',
      'gentle',
      'soft',
      'serene',
      'ambient',
      'lofi',
      'lo-fi',
      'sleep',
    ],
  ],
  [
    'neon',
    [
      'synthwave',
      'electro',
      'edm',
      'techno',
      'house',
      'trance',
      'dubstep',
      'cyber',
      'vaporwave',
      'disco',
      'synth',
      'retrowave',
      'drum and bass',
      'dnb',
      'hyperpop',
      'future',
    ],
  ],
  [
    'earthy',
    [
      'folk',
      'country',
      'bluegrass',
      'americana',
      'acoustic',
      'blues',
      'celtic',
      'reggae',
      'roots',
      'singer-songwriter',
      'gospel',
    ],
  ],
];

function familyOf(term: string): PaletteFamily | null {
  const lower = term.toLowerCase();
  for (const [family, words] of KEYWORDS) {
    if (words.some((word) => lower.includes(word))) return family;
  }
  return null;
}

/** The palette for a song: the first mood with a family, else the first genre, else by seed. */
export function choosePalette(
  genres: readonly string[],
  moods: readonly string[],
  rng: Rng,
): Palette {
  const matched = [...moods, ...genres].map(familyOf).find((family) => family !== null);
  const family = matched ?? rng.pick(Object.keys(PALETTES) as PaletteFamily[]);
  const colors = rng.pick(PALETTES[family]).map(hex);
  const [a, b, c, ...accents] = colors as [Rgb, Rgb, Rgb, ...Rgb[]];
  return { family, background: [a, b, c], accents: [...accents, c] };
}
