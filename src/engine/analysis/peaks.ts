import type { StereoBuffer } from '../score';

/**
 * Waveform peaks for the player: the largest magnitude of either channel in
 * each of `count` equal buckets, scaled so the loudest bucket is 1, rounded
 * to 3 decimals. Silence gives zeros.
 */
export function waveformPeaks(buf: StereoBuffer, count = 200): number[] {
  const length = buf.left.length;
  const peaks = new Array<number>(count).fill(0);
  let loudest = 0;
  for (let b = 0; b < count; b += 1) {
    const start = Math.floor((b * length) / count);
    const end = Math.floor(((b + 1) * length) / count);
    let peak = 0;
    for (let i = start; i < end; i += 1) {
      const l = Math.abs(buf.left[i]!);
      const r = Math.abs(buf.right[i]!);
      if (l > peak) peak = l;
      if (r > peak) peak = r;
    }
    peaks[b] = peak;
    if (peak > loudest) loudest = peak;
  }
  if (loudest === 0) return peaks;
  return peaks.map((peak) => Math.round((peak / loudest) * 1000) / 1000);
}
