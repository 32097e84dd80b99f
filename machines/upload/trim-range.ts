import type { AudioUploadLimits } from '../../src/contracts/uploads';

/** Seconds of the file kept by the trim stage. */
export interface TrimRange {
  startS: number;
  endS: number;
}

/** Spec 000 §5: the trim range starts at 0 and ends at min(duration, maximum length). */
export const wholeRange = (durationS: number, limits: AudioUploadLimits): TrimRange => ({
  startS: 0,
  endS: Math.min(durationS, limits.max),
});

/** A range inside the file, no longer than the maximum (the end follows a moved start). */
export function clampRange(
  range: TrimRange,
  durationS: number,
  limits: AudioUploadLimits,
): TrimRange {
  const startS = Math.min(Math.max(0, range.startS), durationS);
  const endS = Math.min(Math.max(startS, range.endS), durationS, startS + limits.max);
  return { startS, endS };
}

/** Whether the range is at least the minimum length (6 s by default). */
export const isRangeLongEnough = (range: TrimRange, limits: AudioUploadLimits) =>
  range.endS - range.startS >= limits.min;
