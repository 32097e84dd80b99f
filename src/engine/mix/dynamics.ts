/**
 * Small stateful building blocks of the mixer: a high-pass biquad, a DC blocker, a
 * feed-forward compressor and a delay line. Each keeps its state between
 * calls, so a song processed in pieces sounds exactly as processed whole.
 */
import { SAMPLE_RATE } from '../score';

const DENORMAL_GUARD = 1e-30;
/** Samples between gain updates: far shorter than any attack, and 1/8 of the pow() calls. */
const CONTROL_PERIOD = 8;

/** A second-order Butterworth high-pass, in place. */
export function createHighPass(cutoffHz: number): (x: Float32Array) => void {
  const k = Math.tan((Math.PI * cutoffHz) / SAMPLE_RATE);
  const q = Math.SQRT1_2;
  const a0 = 1 + k / q + k * k;
  const b0 = 1 / a0;
  const a1 = (2 * (k * k - 1)) / a0;
  const a2 = (1 - k / q + k * k) / a0;
  const state = new Float64Array(2);
  return (x) => {
    let z1 = state[0]!;
    let z2 = state[1]!;
    for (let i = 0; i < x.length; i += 1) {
      const input = x[i]!;
      const y = b0 * input + z1;
      z1 = -2 * b0 * input - a1 * y + z2;
      z2 = b0 * input - a2 * y;
      // Decaying state would turn denormal (and very slow) through long silences.
      if (z1 < DENORMAL_GUARD && z1 > -DENORMAL_GUARD) z1 = 0;
      if (z2 < DENORMAL_GUARD && z2 > -DENORMAL_GUARD) z2 = 0;
      x[i] = y;
    }
    state[0] = z1;
    state[1] = z2;
  };
}

/** A second-order Butterworth low-pass, in place. */
export function createLowPass(cutoffHz: number): (x: Float32Array) => void {
  const k = Math.tan((Math.PI * cutoffHz) / SAMPLE_RATE);
  const q = Math.SQRT1_2;
  const norm = 1 / (1 + k / q + k * k);
  const b0 = k * k * norm;
  const a1 = 2 * (k * k - 1) * norm;
  const a2 = (1 - k / q + k * k) * norm;
  const state = new Float64Array(2);
  return (x) => {
    let z1 = state[0]!;
    let z2 = state[1]!;
    for (let i = 0; i < x.length; i += 1) {
      const input = x[i]!;
      const y = b0 * input + z1;
      z1 = 2 * b0 * input - a1 * y + z2;
      z2 = b0 * input - a2 * y;
      if (z1 < DENORMAL_GUARD && z1 > -DENORMAL_GUARD) z1 = 0;
      if (z2 < DENORMAL_GUARD && z2 > -DENORMAL_GUARD) z2 = 0;
      x[i] = y;
    }
    state[0] = z1;
    state[1] = z2;
  };
}

/** The DC blocker's corner: far under any bass note (E1 is 41 Hz), over the drift it removes. */
export const DC_BLOCK_HZ = 15;

/**
 * A one-pole DC blocker (y = x - x[-1] + r·y[-1]), in place. Some SoundFont samples (the saw
 * lead, the warm pad) sit off zero, and their offset summed to 0.01-0.03 on the master.
 */
export function createDcBlocker(cutoffHz = DC_BLOCK_HZ): (x: Float32Array) => void {
  const r = Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE);
  let previousIn = 0;
  let previousOut = 0;
  return (x) => {
    let lastIn = previousIn;
    let lastOut = previousOut;
    for (let i = 0; i < x.length; i += 1) {
      const input = x[i]!;
      let y = input - lastIn + r * lastOut;
      if (y < DENORMAL_GUARD && y > -DENORMAL_GUARD) y = 0;
      lastIn = input;
      lastOut = y;
      x[i] = y;
    }
    previousIn = lastIn;
    previousOut = lastOut;
  };
}

export interface CompressorSettings {
  thresholdDb: number;
  ratio: number;
  attackS: number;
  releaseS: number;
  makeupDb: number;
}

/**
 * A peak-envelope compressor, in place; stereo-linked when given two channels.
 * The gain follows the envelope every CONTROL_PERIOD samples of the stream
 * (counted across calls, so chunking does not change the result).
 */
export function createCompressor(
  settings: CompressorSettings,
): (left: Float32Array, right?: Float32Array) => void {
  const threshold = 10 ** (settings.thresholdDb / 20);
  const exponent = 1 / settings.ratio - 1;
  const makeup = 10 ** (settings.makeupDb / 20);
  const attack = 1 - Math.exp(-1 / (settings.attackS * SAMPLE_RATE));
  const release = 1 - Math.exp(-1 / (settings.releaseS * SAMPLE_RATE));
  let envelope = 0;
  let gain = makeup;
  let clock = 0;
  return (left, right) => {
    let env = envelope;
    let g = gain;
    let tick = clock;
    for (let i = 0; i < left.length; i += 1) {
      const l = left[i]!;
      const r = right ? right[i]! : 0;
      const level = Math.max(l < 0 ? -l : l, r < 0 ? -r : r);
      env += (level - env) * (level > env ? attack : release);
      if (env < DENORMAL_GUARD) env = 0;
      if (tick === 0) g = env > threshold ? makeup * (env / threshold) ** exponent : makeup;
      tick = tick + 1 === CONTROL_PERIOD ? 0 : tick + 1;
      left[i] = l * g;
      if (right) right[i] = r * g;
    }
    envelope = env;
    gain = g;
    clock = tick;
  };
}

/** A fixed delay, in place: the output is the input `samples` earlier. */
export function createDelay(samples: number): (x: Float32Array) => void {
  const line = new Float32Array(Math.max(1, samples));
  let position = 0;
  return (x) => {
    if (samples === 0) return;
    let at = position;
    for (let i = 0; i < x.length; i += 1) {
      const input = x[i]!;
      x[i] = line[at]!;
      line[at] = input;
      at = at + 1 === samples ? 0 : at + 1;
    }
    position = at;
  };
}
