/**
 * The master's true-peak limiter (see `limit`) run as the song streams: each call limits
 * what has been mixed so far, except the last few samples, whose look-ahead is not yet
 * known; the release and smoothing carry across calls, so the chunked output is the
 * limited song, ready to be the master.
 */
import type { StereoBuffer } from '../score';
import type { LimiterSettings } from './limiter';
import { slidingMinimum } from './limiter';
import { accumulatePeakEnvelope } from './oversample';

/** Samples either side of a window for the 4x interpolator's taps (it reaches 7 ahead). */
const PAD = 16;

export interface StreamLimiter {
  /**
   * Limits `source` from where the last call stopped up to `available` samples (all of them
   * final), keeping back the look-ahead unless `last`; returns the limited samples.
   */
  process(source: StereoBuffer, available: number, last: boolean): StereoBuffer;
}

export function createStreamLimiter(settings: LimiterSettings): StreamLimiter {
  const { gain, ceiling, lookAhead } = settings;
  const coefficient = Math.exp(-1 / settings.release);
  const width = lookAhead + 1;
  // The last `width` held gains, for the moving average across calls.
  const history = new Float32Array(width).fill(1);
  let historyAt = 0;
  let sum = width;
  let held = 1;
  let position = 0;

  return {
    process(source, available, last) {
      const from = position;
      const to = last ? available : Math.max(from, available - lookAhead - 1 - PAD);
      const reach = Math.min(available, to + lookAhead + 1);
      // The peak envelope of [from, reach), measured on a window padded on both sides.
      const start = Math.max(0, from - PAD);
      const stop = last ? available : Math.min(available, reach + PAD);
      const envelope = new Float32Array(stop - start);
      accumulatePeakEnvelope(source.left.subarray(start, stop), envelope, ceiling / gain);
      accumulatePeakEnvelope(source.right.subarray(start, stop), envelope, ceiling / gain);
      const required = new Float32Array(reach - from);
      for (let i = 0; i < required.length; i += 1) {
        const peak = envelope[from - start + i]! * gain;
        required[i] = peak > ceiling ? ceiling / peak : 1;
      }
      const ahead = slidingMinimum(required, lookAhead);
      const n = to - from;
      const left = new Float32Array(n);
      const right = new Float32Array(n);
      for (let i = 0; i < n; i += 1) {
        const target = ahead[i]!;
        held = target < held ? target : target + (held - target) * coefficient;
        // Rounded as `limit` stores them, so the two give the same samples.
        const stored = Math.fround(held);
        sum += stored - history[historyAt]!;
        history[historyAt] = stored;
        historyAt = historyAt + 1 === width ? 0 : historyAt + 1;
        const g = gain * Math.fround(sum / width);
        left[i] = source.left[from + i]! * g;
        right[i] = source.right[from + i]! * g;
      }
      position = to;
      return { left, right };
    },
  };
}
