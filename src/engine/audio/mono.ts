import { halveRate } from '../encode/resample';
import { SAMPLE_RATE, type StereoBuffer } from '../score';

/** The analysis rate: 22.05 kHz keeps everything up to 11 kHz at half the cost. */
export const ANALYSIS_RATE = SAMPLE_RATE / 2;

/** (left + right) / 2 at {@link ANALYSIS_RATE}. */
export function analysisMono(buffer: StereoBuffer): Float32Array {
  const mid = new Float32Array(buffer.left.length);
  for (let i = 0; i < mid.length; i += 1) mid[i] = 0.5 * (buffer.left[i]! + buffer.right[i]!);
  return halveRate(mid, SAMPLE_RATE, { halfTaps: 8 });
}
