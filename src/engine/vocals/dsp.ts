/** Small signal helpers shared by the singer. */

const HALF_TAPS = 12;
let kernel: Float32Array | undefined;

/** Windowed-sinc taps for the odd (in-between) samples of a 2x upsampler. */
function halfbandKernel(): Float32Array {
  if (kernel) return kernel;
  kernel = new Float32Array(2 * HALF_TAPS);
  for (let k = 0; k < 2 * HALF_TAPS; k += 1) {
    const x = k - HALF_TAPS + 0.5;
    const w = 0.5 + 0.5 * Math.cos((Math.PI * x) / (HALF_TAPS + 0.5));
    kernel[k] = (Math.sin(Math.PI * x) / (Math.PI * x)) * w;
  }
  return kernel;
}

/** Doubles the sample rate (22.05 kHz takes to 44.1 kHz). */
export function upsample2x(input: Float32Array): Float32Array {
  const taps = halfbandKernel();
  const out = new Float32Array(input.length * 2);
  for (let i = 0; i < input.length; i += 1) {
    out[2 * i] = input[i]!;
    let acc = 0;
    for (let k = 0; k < taps.length; k += 1) {
      const j = i + k - HALF_TAPS + 1;
      if (j >= 0 && j < input.length) acc += input[j]! * taps[k]!;
    }
    out[2 * i + 1] = acc;
  }
  return out;
}

/** Raised-cosine ramp from 0 to 1 as `t` goes from 0 to 1. */
export function ramp(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return 0.5 - 0.5 * Math.cos(Math.PI * t);
}

/** Peak absolute sample. */
export function peak(samples: Float32Array): number {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  return max;
}

/**
 * A high shelf, in place: what lies above `cutoffHz` keeps `keep` of its level (a
 * second-order low-pass blended with the dry signal). It tames the synthetic
 * glottal buzz while consonants keep enough top to be understood.
 */
export function softenTop(x: Float32Array, cutoffHz: number, keep: number, rate = 44_100): void {
  const k = Math.tan((Math.PI * cutoffHz) / rate);
  const norm = 1 / (1 + Math.SQRT2 * k + k * k);
  const b0 = k * k * norm;
  const a1 = 2 * (k * k - 1) * norm;
  const a2 = (1 - Math.SQRT2 * k + k * k) * norm;
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < x.length; i += 1) {
    const input = x[i]!;
    const low = b0 * input + z1;
    z1 = 2 * b0 * input - a1 * low + z2;
    z2 = b0 * input - a2 * low;
    x[i] = low + keep * (input - low);
  }
}
