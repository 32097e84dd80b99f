const twiddles = new Map<number, { cos: Float64Array; sin: Float64Array }>();

/**
 * In-place iterative radix-2 FFT over separate real and imaginary arrays (length a power of 2),
 * with a twiddle table cached per length: analyses run thousands of them.
 */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  let table = twiddles.get(n);
  if (!table) {
    table = { cos: new Float64Array(n / 2), sin: new Float64Array(n / 2) };
    for (let k = 0; k < n / 2; k += 1) {
      table.cos[k] = Math.cos((-2 * Math.PI * k) / n);
      table.sin[k] = Math.sin((-2 * Math.PI * k) / n);
    }
    twiddles.set(n, table);
  }
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i]!;
      re[i] = re[j]!;
      re[j] = r;
      const m = im[i]!;
      im[i] = im[j]!;
      im[j] = m;
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k += 1) {
        const wr = table.cos[k * stride]!;
        const wi = table.sin[k * stride]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
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
 * Magnitude spectrogram of a mono signal: one Float32Array of size/2 + 1 bins per hop, frame t
 * centred at sample t * hop.
 */
export function magnitudeFrames(samples: Float32Array, size: number, hop: number): Float32Array[] {
  const window = hann(size);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const frames: Float32Array[] = [];
  const half = size >> 1;
  for (let centre = 0; centre < samples.length; centre += hop) {
    for (let i = 0; i < size; i += 1) {
      const j = centre - half + i;
      re[i] = j >= 0 && j < samples.length ? samples[j]! * window[i]! : 0;
      im[i] = 0;
    }
    fft(re, im);
    const magnitude = new Float32Array(half + 1);
    for (let k = 0; k <= half; k += 1) magnitude[k] = Math.hypot(re[k]!, im[k]!);
    frames.push(magnitude);
  }
  return frames;
}
