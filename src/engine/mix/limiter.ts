/**
 * An offline look-ahead peak limiter with true-peak (4x oversampled) detection.
 * The gain for each sample is the lowest gain any peak in the next
 * `lookAhead` samples needs, released exponentially, then averaged over
 * `lookAhead + 1` samples: the average ramps down before each peak yet never
 * exceeds the gain that peak needs.
 */
import type { StereoBuffer } from '../score';
import { accumulatePeakEnvelope } from './oversample';

export interface LimiterSettings {
  /** Linear gain applied before limiting. */
  gain: number;
  /** Linear ceiling for the (interpolated) peaks. */
  ceiling: number;
  lookAhead: number;
  /** Release time constant in samples. */
  release: number;
}

/** Returns `gain * x` limited so that its peaks stay under the ceiling. */
export function limit(buf: StereoBuffer, settings: LimiterSettings): StereoBuffer {
  const { gain, ceiling, lookAhead } = settings;
  const n = buf.left.length;
  const required = new Float32Array(n);
  accumulatePeakEnvelope(buf.left, required, ceiling / gain);
  accumulatePeakEnvelope(buf.right, required, ceiling / gain);
  for (let i = 0; i < n; i += 1) {
    const peak = required[i]! * gain;
    required[i] = peak > ceiling ? ceiling / peak : 1;
  }
  const held = slidingMinimum(required, lookAhead);
  releaseInPlace(held, Math.exp(-1 / settings.release));
  const smooth = movingAverage(held, lookAhead + 1);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const g = gain * smooth[i]!;
    left[i] = buf.left[i]! * g;
    right[i] = buf.right[i]! * g;
  }
  return { left, right };
}

/** out[i] = min(x[i..i + span]), by a monotonic deque of indices in a ring. */
export function slidingMinimum(x: Float32Array, span: number): Float32Array {
  const n = x.length;
  const out = new Float32Array(n);
  let size = 2;
  while (size < span + 2) size *= 2;
  const mask = size - 1;
  const deque = new Int32Array(size);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i += 1) {
    const reach = Math.min(n - 1, i + span);
    for (; next <= reach; next += 1) {
      const v = x[next]!;
      while (tail !== head && x[deque[(tail - 1) & mask]!]! >= v) tail = (tail - 1) & mask;
      deque[tail] = next;
      tail = (tail + 1) & mask;
    }
    while (deque[head]! < i) head = (head + 1) & mask;
    out[i] = x[deque[head]!]!;
  }
  return out;
}

/** Instant attack, exponential recovery (coefficient per sample) towards the target. */
function releaseInPlace(x: Float32Array, coefficient: number): void {
  let state = 1;
  for (let i = 0; i < x.length; i += 1) {
    const target = x[i]!;
    state = target < state ? target : target + (state - target) * coefficient;
    x[i] = state;
  }
}

/** out[i] = mean(x[i - width + 1 .. i]), with 1 before the start (the gain at rest). */
function movingAverage(x: Float32Array, width: number): Float32Array {
  const out = new Float32Array(x.length);
  let sum = width;
  for (let i = 0; i < x.length; i += 1) {
    sum += x[i]! - (i >= width ? x[i - width]! : 1);
    out[i] = sum / width;
  }
  return out;
}
