/**
 * Small measurements of rendered audio for the instrument tests: level,
 * onset and fundamental frequency.
 */
import { SAMPLE_RATE } from '../score';

/** Peak absolute value of a signal. */
export function peak(signal: Float32Array, from = 0, to = signal.length): number {
  let max = 0;
  for (let i = from; i < to; i += 1) max = Math.max(max, Math.abs(signal[i] ?? 0));
  return max;
}

/** Root mean square of `signal[from, to)`. */
export function rms(signal: Float32Array, from = 0, to = signal.length): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += (signal[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** Index of the first sample at or after `from` whose magnitude exceeds `threshold`, or -1. */
export function firstAbove(signal: Float32Array, threshold: number, from = 0): number {
  for (let i = from; i < signal.length; i += 1) if (Math.abs(signal[i] ?? 0) > threshold) return i;
  return -1;
}

/**
 * Fundamental frequency of `signal[from, to)` by normalised autocorrelation:
 * the first lag whose correlation comes within 10% of the best one (which
 * avoids picking a multiple of the period), refined with a parabola.
 */
export function fundamentalHz(
  signal: Float32Array,
  from: number,
  to: number,
  minHz = 60,
  maxHz = 2000,
): number {
  const minLag = Math.floor(SAMPLE_RATE / maxHz);
  const maxLag = Math.ceil(SAMPLE_RATE / minHz);
  const length = to - from - maxLag;
  const correlation = new Float64Array(maxLag + 2);
  for (let lag = minLag - 1; lag <= maxLag + 1; lag += 1) {
    let sum = 0;
    let energyA = 0;
    let energyB = 0;
    for (let i = from; i < from + length; i += 1) {
      const a = signal[i] ?? 0;
      const b = signal[i + lag] ?? 0;
      sum += a * b;
      energyA += a * a;
      energyB += b * b;
    }
    correlation[lag] = sum / Math.sqrt(energyA * energyB || 1);
  }
  let best = minLag;
  for (let lag = minLag; lag <= maxLag; lag += 1)
    if (correlation[lag]! > correlation[best]!) best = lag;
  let chosen = best;
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    const c = correlation[lag]!;
    if (c >= 0.9 * correlation[best]! && c >= correlation[lag - 1]! && c >= correlation[lag + 1]!) {
      chosen = lag;
      break;
    }
  }
  const [left, centre, right] = [
    correlation[chosen - 1]!,
    correlation[chosen]!,
    correlation[chosen + 1]!,
  ];
  const denominator = left - 2 * centre + right;
  const offset = denominator === 0 ? 0 : (0.5 * (left - right)) / denominator;
  return SAMPLE_RATE / (chosen + offset);
}

/** Distance in cents from `hz` to the equal-tempered MIDI `pitch`. */
export function centsFrom(hz: number, pitch: number): number {
  return 1200 * Math.log2(hz / (440 * 2 ** ((pitch - 69) / 12)));
}
