/**
 * The song's key: drawn from the seed and the genre together, so one seed gives a house song and
 * a trap song different keys. Each family leans to the keys its instruments sit well in (open
 * strings for guitars, flats for horns) without ruling any key out.
 */
import { createRng } from '../random';
import type { Mode } from '../score';
import type { GenreFamily } from './genre';

/** Pitch classes (0 = C) a family favours: three times as likely as the others. */
const FAVOURED: Record<GenreFamily, Record<Mode, readonly number[]>> = {
  // Open strings: E, A, D, G, C; minors on E, A, B, D.
  rock: { major: [4, 9, 2, 7, 0], minor: [4, 9, 11, 2] },
  folk: { major: [7, 2, 9, 0, 4], minor: [9, 4, 2, 11] },
  blues: { major: [4, 9, 7, 10], minor: [4, 9, 7] },
  // Horns and keys: F, Bb, Eb, Ab, C; minors on C, F, G, D.
  jazz: { major: [5, 10, 3, 8, 0], minor: [0, 5, 7, 2] },
  latin: { major: [0, 5, 10, 7, 2], minor: [9, 2, 4, 7] },
  reggae: { major: [0, 7, 2, 9, 5], minor: [9, 2, 4, 7] },
  // Synths and samples: minor keys around F, G, A, C#; majors anywhere.
  electronic: { major: [0, 2, 5, 7, 9], minor: [5, 7, 9, 1, 4] },
  urban: { major: [1, 3, 6, 8, 10], minor: [1, 3, 5, 6, 8] },
  pop: { major: [0, 2, 4, 7, 9, 5], minor: [9, 4, 11, 2] },
  ambient: { major: [0, 2, 4, 5, 7, 9, 11], minor: [2, 4, 9, 11] },
};

/** The tonic (0 = C) for a seed, the primary genre and the family's leaning. */
export function chooseTonic(seed: number, genre: string, family: GenreFamily, mode: Mode): number {
  const favoured = new Set(FAVOURED[family][mode]);
  const weights = Array.from({ length: 12 }, (_, tonic) => (favoured.has(tonic) ? 3 : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = createRng(seed).fork(`key:${genre}`).next() * total;
  for (let tonic = 0; tonic < 12; tonic += 1) {
    draw -= weights[tonic]!;
    if (draw < 0) return tonic;
  }
  return 11;
}
