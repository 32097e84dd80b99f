/**
 * Vocal effects by genre family: how much reverb, a tempo-synced echo (a
 * slap-back for rock and blues, dotted eighths for electronic music, dub
 * repeats for reggae) and a double-tracked lead (two slightly late, slowly
 * drifting copies, one each side) for the genres that stack their vocals.
 */
import type { GenreFamily } from '../composer/genre';
import { SAMPLE_RATE } from '../score';

export interface VocalFx {
  /** Scales the reverb amount the mixer is given. */
  reverb: number;
  /** Echo: delay in beats (or seconds for a slap-back), feedback, wet level; null for none. */
  echo: { beats?: number; seconds?: number; feedback: number; wet: number } | null;
  /** Level of the double-tracked copies against the lead (0: a single take). */
  double: number;
}

// prettier-ignore
export const VOCAL_FX: Record<GenreFamily, VocalFx> = {
  pop:        { reverb: 1,    echo: { beats: 0.5, feedback: 0.25, wet: 0.1 },   double: 0.35 },
  rock:       { reverb: 0.8,  echo: { seconds: 0.11, feedback: 0.1, wet: 0.12 }, double: 0.5 },
  electronic: { reverb: 1.2,  echo: { beats: 0.75, feedback: 0.35, wet: 0.16 }, double: 0.4 },
  urban:      { reverb: 0.6,  echo: { beats: 0.5, feedback: 0.2, wet: 0.1 },    double: 0.45 },
  jazz:       { reverb: 0.9,  echo: null,                                        double: 0 },
  blues:      { reverb: 0.8,  echo: { seconds: 0.1, feedback: 0.1, wet: 0.1 },  double: 0 },
  folk:       { reverb: 0.8,  echo: null,                                        double: 0.2 },
  ambient:    { reverb: 1.6,  echo: { beats: 1, feedback: 0.45, wet: 0.22 },    double: 0.3 },
  latin:      { reverb: 0.9,  echo: { beats: 0.5, feedback: 0.15, wet: 0.08 },  double: 0.2 },
  reggae:     { reverb: 1,    echo: { beats: 0.75, feedback: 0.45, wet: 0.22 }, double: 0 },
};

/** A feedback delay with a darkening repeat, added into a stereo pair (wet only). */
export function createEcho(delaySamples: number, feedback: number, wet: number) {
  const line = new Float32Array(Math.max(1, delaySamples));
  let at = 0;
  let tone = 0;
  return {
    process(send: Float32Array, left: Float32Array, right: Float32Array): void {
      for (let i = 0; i < send.length; i += 1) {
        const out = line[at]!;
        tone += 0.35 * (out - tone);
        line[at] = send[i]! + feedback * tone;
        left[i] = left[i]! + wet * out;
        right[i] = right[i]! + wet * out;
        at = at + 1 === line.length ? 0 : at + 1;
      }
    },
  };
}

/** Delay of a double: 20–28 ms, drifting at 0.2–0.3 Hz (a few cents of pitch drift). */
const DOUBLE_DELAYS_S = [0.021, 0.027];
const DRIFT_S = 0.0015;
const DRIFT_HZ = [0.23, 0.31];

/**
 * The lead with its doubles: two copies through slowly modulated delays, one
 * panned each side. Its clock counts every sample it is given, so chunking
 * changes nothing.
 */
export function createDoubler(level: number) {
  const size = Math.ceil((Math.max(...DOUBLE_DELAYS_S) + 2 * DRIFT_S) * SAMPLE_RATE) + 4;
  const line = new Float32Array(size);
  let write = 0;
  let clock = 0;
  /** Input samples since the last sound: past `size`, the line holds only zeros. */
  let quiet = size;
  /** Whole samples and fraction of each side's delay, updated every 16 samples (the drift is slow). */
  let wholeL = 0;
  let wholeR = 0;
  let fractionL = 0;
  let fractionR = 0;
  return (dry: Float32Array): { left: Float32Array; right: Float32Array } => {
    const left = dry.slice();
    const right = dry.slice();
    let at = write;
    for (let i = 0; i < dry.length; i += 1) {
      const input = dry[i]!;
      line[at] = input;
      quiet = input === 0 ? quiet + 1 : 0;
      if ((clock & 15) === 0) {
        const t = (2 * Math.PI * clock) / SAMPLE_RATE;
        const delayL = (DOUBLE_DELAYS_S[0]! + DRIFT_S * Math.sin(DRIFT_HZ[0]! * t)) * SAMPLE_RATE;
        const delayR = (DOUBLE_DELAYS_S[1]! + DRIFT_S * Math.sin(DRIFT_HZ[1]! * t)) * SAMPLE_RATE;
        wholeL = Math.ceil(delayL);
        wholeR = Math.ceil(delayR);
        fractionL = wholeL - delayL;
        fractionR = wholeR - delayR;
      }
      if (quiet <= size) {
        // Each copy lies between the samples `whole` and `whole - 1` ago.
        let older = at - wholeL;
        if (older < 0) older += size;
        let a = line[older]!;
        left[i] =
          left[i]! + level * (a + fractionL * (line[older + 1 === size ? 0 : older + 1]! - a));
        older = at - wholeR;
        if (older < 0) older += size;
        a = line[older]!;
        right[i] =
          right[i]! + level * (a + fractionR * (line[older + 1 === size ? 0 : older + 1]! - a));
      }
      at = at + 1 === size ? 0 : at + 1;
      clock += 1;
    }
    write = at;
    return { left, right };
  };
}
