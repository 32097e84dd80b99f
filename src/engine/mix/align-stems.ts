import type { StereoBuffer } from '../score';

/** The render's three stems. */
export interface SongStems {
  vocals: StereoBuffer;
  backing: StereoBuffer;
  instrumental: StereoBuffer;
}

/** Block over which the master limiter's gain is taken as constant (64 samples, 1.5 ms). */
const GAIN_BLOCK = 64;

/**
 * Stems are mixed before the master's true-peak limiter, so they sum to the unlimited mix. This
 * measures the limiter's gain per 1.5 ms block (least squares of the master on the stems' sum,
 * at most 1), applies it to every stem, and gives what remains (the limiter's finer shaping) to
 * Instrumental, so the three sum to the master exactly. `residualDb` is that remainder's energy
 * relative to the master (about -45 dB on rendered songs).
 */
export function alignStemsToMaster(
  stems: SongStems,
  master: StereoBuffer,
): { stems: SongStems; residualDb: number } {
  const length = master.left.length;
  const make = () => ({ left: new Float32Array(length), right: new Float32Array(length) });
  const out: SongStems = { vocals: make(), backing: make(), instrumental: make() };
  let residual = 0;
  let total = 0;
  // The channels in locals: read by a key in the loop, every sample cost a keyed lookup.
  const sides = (['left', 'right'] as const).map((side) => ({
    vocals: stems.vocals[side],
    backing: stems.backing[side],
    instrumental: stems.instrumental[side],
    master: master[side],
    outVocals: out.vocals[side],
    outBacking: out.backing[side],
    outInstrumental: out.instrumental[side],
  }));
  for (let start = 0; start < length; start += GAIN_BLOCK) {
    const end = Math.min(length, start + GAIN_BLOCK);
    let dot = 0;
    let power = 0;
    for (const { vocals, backing, instrumental, master: mix } of sides) {
      for (let i = start; i < end; i += 1) {
        const sum = vocals[i]! + backing[i]! + instrumental[i]!;
        dot += sum * mix[i]!;
        power += sum * sum;
      }
    }
    const gain = power > 1e-12 ? Math.min(1, Math.max(0, dot / power)) : 1;
    for (const side of sides) {
      const { master: mix, outVocals, outBacking, outInstrumental } = side;
      for (let i = start; i < end; i += 1) {
        const vocals = (outVocals[i] = side.vocals[i]! * gain);
        const backing = (outBacking[i] = side.backing[i]! * gain);
        const instrumental = side.instrumental[i]! * gain;
        const rest = mix[i]! - vocals - backing - instrumental;
        outInstrumental[i] = instrumental + rest;
        residual += rest * rest;
        total += mix[i]! ** 2;
      }
    }
  }
  return { stems: out, residualDb: 10 * Math.log10((residual + 1e-20) / (total + 1e-20)) };
}
