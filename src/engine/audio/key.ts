import { magnitudeFrames } from './fft';
import { ANALYSIS_RATE } from './mono';

/** Pitch-class names as the composer writes them in score.json. */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

/** Krumhansl-Kessler probe-tone profiles, tonic first. */
const KK_MAJOR = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const KK_MINOR = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];
/** Temperley's (Kostka-Payne) profiles: each alone missed 2 of 11 renders, their sum none. */
const T_MAJOR = [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4];
const T_MINOR = [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33];

export interface KeyEstimate {
  /** e.g. 'Ab major', 'E minor'. */
  key: string;
  tonic: string;
  mode: 'major' | 'minor';
  /** Mean Pearson correlation of the chroma with the two profiles of the chosen key (-1..1). */
  confidence: number;
}

/**
 * A 12-bin chromagram summed over the whole signal: 8192-point frames (2.7 Hz bins, fine enough
 * to tell semitones apart down to 40 Hz), power summed per semitone from 40 Hz to 4 kHz, then
 * square-rooted, each frame normalised so loud passages do not dominate.
 */
export function chroma(mono: Float32Array): Float64Array {
  const total = new Float64Array(12);
  for (const frame of chromaFrames(mono, 8192, 4096)) {
    if (!frame) continue;
    for (let pc = 0; pc < 12; pc += 1) total[pc] = total[pc]! + frame[pc]!;
  }
  return total;
}

/**
 * Each frame's chroma as {@link chroma} measures it (normalised to sum 1; null when silent),
 * frame t centred at sample t * hop of the analysis-rate mono.
 */
export function chromaFrames(
  mono: Float32Array,
  size: number,
  hop: number,
): (Float64Array | null)[] {
  const frames = magnitudeFrames(mono, size, hop);
  const binHz = ANALYSIS_RATE / size;
  const semitoneOf = new Int16Array(size / 2 + 1).fill(-1);
  for (let k = 1; k <= size / 2; k += 1) {
    const hz = k * binHz;
    if (hz < 40 || hz > 4000) continue;
    const midi = 69 + 12 * Math.log2(hz / 440);
    // Bins far between two semitones belong to neither.
    if (Math.abs(midi - Math.round(midi)) > 0.3) continue;
    semitoneOf[k] = Math.round(midi);
  }
  const power = new Float64Array(128);
  return frames.map((frame) => {
    power.fill(0);
    for (let k = 1; k < frame.length; k += 1) {
      const semitone = semitoneOf[k]!;
      if (semitone >= 0) power[semitone] = power[semitone]! + frame[k]! ** 2;
    }
    const frameChroma = new Float64Array(12);
    let norm = 0;
    for (let semitone = 0; semitone < 128; semitone += 1) {
      const amplitude = Math.sqrt(power[semitone]!);
      frameChroma[semitone % 12] = frameChroma[semitone % 12]! + amplitude;
      norm += amplitude;
    }
    if (norm < 1e-3) return null;
    for (let pc = 0; pc < 12; pc += 1) frameChroma[pc] = frameChroma[pc]! / norm;
    return frameChroma;
  });
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i += 1) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/** The key whose rotated profiles (Krumhansl-Kessler and Temperley) best fit the chromagram. */
export function estimateKey(chromagram: Float64Array): KeyEstimate {
  let best: KeyEstimate = { key: 'C major', tonic: 'C', mode: 'major', confidence: -1 };
  const values = Array.from(chromagram);
  for (let tonic = 0; tonic < 12; tonic += 1) {
    const rotated = values.map((_, i) => values[(i + tonic) % 12]!);
    for (const [mode, kk, temperley] of [
      ['major', KK_MAJOR, T_MAJOR],
      ['minor', KK_MINOR, T_MINOR],
    ] as const) {
      const r = (correlation(rotated, kk) + correlation(rotated, temperley)) / 2;
      if (r > best.confidence) {
        const name = PITCH_CLASSES[tonic]!;
        best = { key: `${name} ${mode}`, tonic: name, mode, confidence: r };
      }
    }
  }
  return best;
}

/** Whether two keys are the same or relative (C major / A minor). */
export function isSameOrRelativeKey(a: string, b: string): boolean {
  const parse = (key: string) => {
    const [tonic = '', mode = ''] = key.split(' ');
    const pc = PITCH_CLASSES.indexOf(tonic);
    // The relative major of a minor key is three semitones up.
    return mode === 'minor' ? (pc + 3) % 12 : pc;
  };
  return parse(a) === parse(b) && parse(a) >= 0;
}
