/**
 * A causal limiter for the progressive preview stream: each chunk comes out
 * as soon as it goes in, the same length, and the gain state carries across
 * chunks so the joins are seamless. Peaks are sample peaks (the final master
 * replaces this audio, so the cheaper detection is enough).
 */
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { slidingMinimum } from './limiter';

export interface StreamingMaster {
  /** Applies the pre-gain and limits one chunk to the ceiling. */
  process(chunk: StereoBuffer): StereoBuffer;
}

const CEILING = 10 ** (-1 / 20);
const LOOK_AHEAD = Math.round(0.0015 * SAMPLE_RATE);
const RELEASE = Math.exp(-1 / (0.08 * SAMPLE_RATE));

/**
 * Creates a streaming limiter (ceiling -1 dBFS sample peak). It looks ahead
 * only within a chunk; a peak right after a chunk boundary gets an instant
 * gain cut instead of a ramp.
 */
export function createStreamingMaster(options: { preGain: number }): StreamingMaster {
  const { preGain } = options;
  const width = LOOK_AHEAD + 1;
  // The last `width` held gains, for the moving average across chunk joins.
  const history = new Float32Array(width).fill(1);
  let historyAt = 0;
  let sum = width;
  let held = 1;

  return {
    process(chunk) {
      const n = chunk.left.length;
      const required = new Float32Array(n);
      for (let i = 0; i < n; i += 1) {
        const peak = Math.max(Math.abs(chunk.left[i]!), Math.abs(chunk.right[i]!)) * preGain;
        required[i] = peak > CEILING ? CEILING / peak : 1;
      }
      const ahead = slidingMinimum(required, LOOK_AHEAD);
      const left = new Float32Array(n);
      const right = new Float32Array(n);
      for (let i = 0; i < n; i += 1) {
        const target = ahead[i]!;
        held = target < held ? target : target + (held - target) * RELEASE;
        sum += held - history[historyAt]!;
        history[historyAt] = held;
        historyAt = (historyAt + 1) % width;
        const g = preGain * Math.min(sum / width, required[i]!);
        left[i] = chunk.left[i]! * g;
        right[i] = chunk.right[i]! * g;
      }
      return { left, right };
    },
  };
}
