import { realFft } from './real-fft';

interface Plan {
  cos: Float64Array;
  sin: Float64Array;
  /** The bit-reversal permutation as pairs of indices to swap. */
  swaps: Int32Array;
}

const plans = new Map<number, Plan>();

function planOf(n: number): Plan {
  const cached = plans.get(n);
  if (cached) return cached;
  const cos = new Float64Array(n / 2);
  const sin = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k += 1) {
    cos[k] = Math.cos((-2 * Math.PI * k) / n);
    sin[k] = Math.sin((-2 * Math.PI * k) / n);
  }
  const swaps: number[] = [];
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) swaps.push(i, j);
  }
  const plan = { cos, sin, swaps: Int32Array.from(swaps) };
  plans.set(n, plan);
  return plan;
}

/**
 * In-place iterative radix-2 FFT over separate real and imaginary arrays (length a power of 2),
 * with its twiddles and bit-reversal cached per length: analyses run thousands of them. The
 * first stage's twiddle is 1, so it only adds and subtracts (the same sums, bit for bit).
 */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  const { cos, sin, swaps } = planOf(n);
  for (let s = 0; s < swaps.length; s += 2) {
    const i = swaps[s]!;
    const j = swaps[s + 1]!;
    const r = re[i]!;
    re[i] = re[j]!;
    re[j] = r;
    const m = im[i]!;
    im[i] = im[j]!;
    im[j] = m;
  }
  for (let a = 0; a + 1 < n; a += 2) {
    const xr = re[a + 1]!;
    const xi = im[a + 1]!;
    re[a + 1] = re[a]! - xr;
    im[a + 1] = im[a]! - xi;
    re[a] = re[a]! + xr;
    im[a] = im[a]! + xi;
  }
  let size = 4;
  // Two stages at a time: each group of four values goes through both in registers, with
  // the very sums the stages would make one after the other (half the memory traffic).
  for (; size * 2 <= n; size <<= 2) {
    const half = size >> 1;
    const stride = n / size;
    const stride2 = stride >> 1;
    for (let k = 0; k < half; k += 1) {
      const wr = cos[k * stride]!;
      const wi = sin[k * stride]!;
      const vr = cos[k * stride2]!;
      const vi = sin[k * stride2]!;
      const ur = cos[(k + half) * stride2]!;
      const ui = sin[(k + half) * stride2]!;
      for (let i0 = k; i0 < n; i0 += 2 * size) {
        const i1 = i0 + half;
        const i2 = i0 + size;
        const i3 = i2 + half;
        let br = re[i1]!;
        let bi = im[i1]!;
        let xr = br * wr - bi * wi;
        let xi = br * wi + bi * wr;
        const a0r = re[i0]! + xr;
        const a0i = im[i0]! + xi;
        const a1r = re[i0]! - xr;
        const a1i = im[i0]! - xi;
        br = re[i3]!;
        bi = im[i3]!;
        xr = br * wr - bi * wi;
        xi = br * wi + bi * wr;
        const a2r = re[i2]! + xr;
        const a2i = im[i2]! + xi;
        const a3r = re[i2]! - xr;
        const a3i = im[i2]! - xi;
        xr = a2r * vr - a2i * vi;
        xi = a2r * vi + a2i * vr;
        re[i0] = a0r + xr;
        im[i0] = a0i + xi;
        re[i2] = a0r - xr;
        im[i2] = a0i - xi;
        xr = a3r * ur - a3i * ui;
        xi = a3r * ui + a3i * ur;
        re[i1] = a1r + xr;
        im[i1] = a1i + xi;
        re[i3] = a1r - xr;
        im[i3] = a1i - xi;
      }
    }
  }
  for (; size <= n; size <<= 1) {
    const half = size >> 1;
    const stride = n / size;
    for (let k = 0; k < half; k += 1) {
      const wr = cos[k * stride]!;
      const wi = sin[k * stride]!;
      for (let a = k; a < n; a += size) {
        const b = a + half;
        const br = re[b]!;
        const bi = im[b]!;
        const xr = br * wr - bi * wi;
        const xi = br * wi + bi * wr;
        const ar = re[a]!;
        const ai = im[a]!;
        re[b] = ar - xr;
        im[b] = ai - xi;
        re[a] = ar + xr;
        im[a] = ai + xi;
      }
    }
  }
}

/** Inverse FFT in place (conjugate, forward, conjugate, scale). */
export function ifft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < im.length; i += 1) im[i] = -im[i]!;
  fft(re, im);
  const scale = 1 / re.length;
  for (let i = 0; i < re.length; i += 1) {
    re[i] = re[i]! * scale;
    im[i] = -im[i]! * scale;
  }
}

/** A periodic Hann window, which overlap-adds to a constant at hops of size/4 and size/2. */
export function hann(size: number): Float64Array {
  const window = new Float64Array(size);
  for (let i = 0; i < size; i += 1) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
  return window;
}

/**
 * Magnitude spectrogram of a mono signal: one Float32Array of size/2 + 1 bins per hop (or the
 * first `bins` only, for readers of the low bins), frame t centred at sample t * hop. Real
 * transforms by PFFFT (`realFft`, float32).
 */
export function magnitudeFrames(
  samples: Float32Array,
  size: number,
  hop: number,
  bins = (size >> 1) + 1,
): Float32Array[] {
  const window = hann(size);
  const transform = realFft(size);
  const power = new Float64Array((size >> 1) + 1);
  const frames: Float32Array[] = [];
  const half = size >> 1;
  for (let centre = 0; centre < samples.length; centre += hop) {
    const input = transform.input();
    for (let i = 0; i < size; i += 1) {
      const j = centre - half + i;
      input[i] = j >= 0 && j < samples.length ? samples[j]! * window[i]! : 0;
    }
    transform.transform();
    transform.powers(power, bins - 1);
    const magnitude = new Float32Array(bins);
    for (let k = 0; k < bins; k += 1) magnitude[k] = Math.sqrt(power[k]!);
    frames.push(magnitude);
  }
  return frames;
}
