/** In-place iterative radix-2 FFT over separate real and imaginary arrays (length a power of 2). */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    const half = size >> 1;
    for (let k = 0; k < half; k += 1) {
      const wr = Math.cos(step * k);
      const wi = Math.sin(step * k);
      for (let start = k; start < n; start += size) {
        const other = start + half;
        const xr = re[other]! * wr - im[other]! * wi;
        const xi = re[other]! * wi + im[other]! * wr;
        re[other] = re[start]! - xr;
        im[other] = im[start]! - xi;
        re[start] = re[start]! + xr;
        im[start] = im[start]! + xi;
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
