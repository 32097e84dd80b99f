/**
 * Sample-level joins for the tasks that continue and stitch clips: raised-cosine crossfades
 * and the measures a join is checked with (largest sample-to-sample jump, DC step).
 */
import { SAMPLE_RATE, type StereoBuffer } from '../score';

/** A crossfade this long hides any join; shorter ones are used where the audio runs out. */
export const JOIN_CROSSFADE_S = 0.03;

/** The fade-in gain at `i` of `length` samples; the fade-out is one minus it, so gains sum to 1. */
export function fadeInGain(i: number, length: number): number {
  return 0.5 - 0.5 * Math.cos((Math.PI * (i + 0.5)) / length);
}

export const secondsToSamples = (seconds: number) => Math.round(seconds * SAMPLE_RATE);

export function emptyStereo(length: number): StereoBuffer {
  return { left: new Float32Array(length), right: new Float32Array(length) };
}

export function sliceStereo(buffer: StereoBuffer, start: number, end?: number): StereoBuffer {
  return { left: buffer.left.slice(start, end), right: buffer.right.slice(start, end) };
}

/**
 * `head` up to sample `headEnd`, then `tail` from its first sample: over the first `fade`
 * samples of `tail`, `head`'s audio past `headEnd` fades out as `tail` fades in (a shorter
 * fade when `head` has fewer samples left). `tail` keeps its timing: it starts at `headEnd`.
 */
export function crossfadeJoin(
  head: StereoBuffer,
  headEnd: number,
  tail: StereoBuffer,
  fade: number,
): StereoBuffer {
  const start = headEnd;
  const length = Math.min(fade, head.left.length - start, tail.left.length);
  const out = emptyStereo(start + tail.left.length);
  for (const side of ['left', 'right'] as const) {
    const target = out[side];
    target.set(head[side].subarray(0, start));
    target.set(tail[side], start);
    for (let i = 0; i < length; i += 1) {
      const g = fadeInGain(i, length);
      target[start + i] = head[side][start + i]! * (1 - g) + tail[side][i]! * g;
    }
  }
  return out;
}

/**
 * Replaces `[start, end)` of `source` with `patch` (same timeline): the patch fades in over
 * `fade` samples from `fadeInAt` and out over the `fade` samples before `fadeOutAt`, both
 * inside the range; before `fadeInAt` and after `fadeOutAt` the source plays.
 */
export function spliceRange(
  source: StereoBuffer,
  patch: StereoBuffer,
  range: { start: number; end: number; fade: number; fadeInAt?: number; fadeOutAt?: number },
): StereoBuffer {
  const { start, end } = range;
  const fade = Math.max(1, Math.min(range.fade, Math.floor((end - start) / 2)));
  const fadeInAt = range.fadeInAt ?? start;
  const fadeOutAt = range.fadeOutAt ?? end;
  const ramp = (into: number) => (into <= 0 ? 0 : into >= fade ? 1 : fadeInGain(into - 1, fade));
  const out = sliceStereo(source, 0);
  for (const side of ['left', 'right'] as const) {
    const src = source[side];
    const target = out[side];
    const from = patch[side];
    for (let i = start; i < end; i += 1) {
      const g = Math.min(ramp(i - fadeInAt + 1), ramp(fadeOutAt - i));
      target[i] = src[i]! * (1 - g) + (from[i] ?? 0) * g;
    }
  }
  return out;
}

/**
 * Where in `[from, to)` a `length`-sample crossfade between `a` and `b` starts on the
 * smoothest audio: the place whose largest sample-to-sample jump in either is smallest.
 */
export function smoothestFadeStart(
  a: StereoBuffer,
  b: StereoBuffer,
  from: number,
  to: number,
  length: number,
): number {
  let best = from;
  let bestJump = Infinity;
  for (let at = from; at + length <= to; at += 32) {
    const jump = Math.max(largestJump(a, at, at + length), largestJump(b, at, at + length));
    if (jump < bestJump) [best, bestJump] = [at, jump];
  }
  return best;
}

/** The largest |x[n] − x[n−1]| over `[start, end)` on either channel. */
export function largestJump(buffer: StereoBuffer, start: number, end: number): number {
  let largest = 0;
  for (const channel of [buffer.left, buffer.right]) {
    const last = Math.min(end, channel.length);
    for (let i = Math.max(1, start); i < last; i += 1) {
      largest = Math.max(largest, Math.abs(channel[i]! - channel[i - 1]!));
    }
  }
  return largest;
}

/** |mean after − mean before| over `window` samples each side of `at`, on either channel. */
export function dcStep(buffer: StereoBuffer, at: number, window: number): number {
  let step = 0;
  for (const channel of [buffer.left, buffer.right]) {
    const mean = (from: number, to: number) => {
      let sum = 0;
      const a = Math.max(0, from);
      const b = Math.min(channel.length, to);
      for (let i = a; i < b; i += 1) sum += channel[i]!;
      return b > a ? sum / (b - a) : 0;
    };
    step = Math.max(step, Math.abs(mean(at, at + window) - mean(at - window, at)));
  }
  return step;
}

/**
 * How a join measures: the largest jump over the join (`at` and the `length` samples its
 * crossfade spans, plus 5 ms each side), the largest jump elsewhere within `contextS` seconds
 * each side, and the step in mean level across it (0.5 s each side).
 */
export function measureJoin(buffer: StereoBuffer, at: number, length: number, contextS = 0.5) {
  const near = secondsToSamples(0.005);
  const context = secondsToSamples(contextS);
  const from = at - near;
  const to = at + length + near;
  const elsewhere = Math.max(
    largestJump(buffer, from - context, from),
    largestJump(buffer, to, to + context),
  );
  return {
    at_s: Number((at / SAMPLE_RATE).toFixed(3)),
    jump_at_join: round(largestJump(buffer, from, to)),
    jump_elsewhere: round(elsewhere),
    dc_step: round(dcStep(buffer, at, secondsToSamples(0.5))),
  };
}

const round = (value: number) => Number(value.toFixed(5));
