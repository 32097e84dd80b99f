/** Fewer frames than this are not worth a thread of their own. */
export const MIN_SEGMENT_FRAMES = 48;

/**
 * Decoding a second of an upload, against encoding a second of the hook: the share of a
 * segment's work that each second decoded before its first frame adds (from the key frame
 * ffmpeg must start at). 0.15 for the bench's 720p upload; a phone's (CABAC, deblocked,
 * often 1080p) decodes slower, so this leans that way.
 */
const DECODE_SHARE = 0.3;

type Range = [number, number];

/** [from, to) frame ranges, `parts` of them as equal as whole frames allow. */
export function splitFrames(frames: number, parts: number): Range[] {
  const count = Math.max(1, Math.min(parts, Math.floor(frames / MIN_SEGMENT_FRAMES)));
  return Array.from({ length: count }, (_, i) => [
    Math.round((i * frames) / count),
    Math.round(((i + 1) * frames) / count),
  ]);
}

/** Where a hook's frames come from: the upload from `startS`, and its key frames' times. */
export interface SourceTiming {
  startS: number;
  fps: number;
  keyTimesS: readonly number[];
}

/**
 * Splits a hook's frames among `parts` threads so their work is even: a segment's decoding
 * starts at the upload's key frame before its first frame, so a boundary moved onto a key frame
 * saves decoding up to a whole group of pictures twice (the even split's second half started
 * 7.7 s after a key frame on the bench's upload). Each boundary is the even one or the key frame
 * just before or after it, whichever gives the lightest heaviest segment.
 */
export function splitAtKeyFrames(frames: number, parts: number, source: SourceTiming): Range[] {
  const even = splitFrames(frames, parts);
  const keys = [...source.keyTimesS].sort((a, b) => a - b);
  if (even.length < 2 || keys.length === 0) return even;
  const timeOf = (frame: number) => source.startS + frame / source.fps;
  // The first output frame at or after a key frame, so that ffmpeg's seek lands on that key.
  const keyFrames = keys
    .map((key) => Math.ceil((key - source.startS) * source.fps - 1e-6))
    .filter((frame) => frame > 0 && frame < frames);
  const lead = (from: number) => {
    const t = timeOf(from);
    const key = keys.findLast((time) => time <= t + 1e-6) ?? keys[0]!;
    return Math.max(0, t - key) * source.fps;
  };
  const cost = ([from, to]: Range) => to - from + DECODE_SHARE * lead(from);
  const choices = even
    .slice(1)
    .map(([from]) => [
      ...new Set([
        from,
        ...[
          keyFrames.findLast((frame) => frame <= from),
          keyFrames.find((frame) => frame >= from),
        ].filter((frame) => frame !== undefined),
      ]),
    ]);
  let best = even;
  let bestCost = Math.max(...even.map(cost));
  for (const cuts of combinations(choices)) {
    const edges = [0, ...cuts, frames];
    const ranges = cuts.concat(frames).map((to, i): Range => [edges[i]!, to]);
    if (ranges.some(([from, to]) => to - from < MIN_SEGMENT_FRAMES)) continue;
    const heaviest = Math.max(...ranges.map(cost));
    if (heaviest < bestCost) [best, bestCost] = [ranges, heaviest];
  }
  return best;
}

/** Every way to take one value from each list, in order. */
function* combinations(lists: readonly number[][], taken: number[] = []): Generator<number[]> {
  if (taken.length === lists.length) yield taken;
  else for (const value of lists[taken.length]!) yield* combinations(lists, [...taken, value]);
}
