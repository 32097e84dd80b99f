import { resampleChannels } from '../encode/resample';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { AudioInputError } from './errors';
import { concat, rangeSamples, type Range } from './range';
import { stretch } from './stretch';

/** Spec 001 §9: the fade-out length's default. */
export const DEFAULT_FADE_OUT_MS = 5000;

function copy(buffer: StereoBuffer): StereoBuffer {
  return { left: buffer.left.slice(), right: buffer.right.slice() };
}

/** Raised-cosine gain over `samples` samples at the end (`out`) or start of a buffer, in place. */
function fade(buffer: StereoBuffer, samples: number, direction: 'in' | 'out'): void {
  const length = buffer.left.length;
  const n = Math.min(samples, length);
  for (let i = 0; i < n; i += 1) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * (i + 1)) / (n + 1));
    const index = direction === 'in' ? i : length - 1 - i;
    buffer.left[index] = buffer.left[index]! * gain;
    buffer.right[index] = buffer.right[index]! * gain;
  }
}

/** The spec's fade: the last `fadeMs` ms fall to silence. */
export function fadeOut(buffer: StereoBuffer, fadeMs = DEFAULT_FADE_OUT_MS): StereoBuffer {
  if (!(fadeMs >= 0)) throw new AudioInputError('the fade length must be 0 ms or more');
  const result = copy(buffer);
  fade(result, Math.round((fadeMs / 1000) * SAMPLE_RATE), 'out');
  return result;
}

export interface CropOptions extends Range {
  /** Remove the range and join what is around it (`is_crop_remove`); else keep only the range. */
  remove?: boolean;
  /** Fade at each cut (`fade_out_time`), in ms: the kept part fades out; with remove, the join fades out and in. */
  fadeMs?: number;
}

/** Crop: keep a range, or cut it out. */
export function crop(buffer: StereoBuffer, options: CropOptions): StereoBuffer {
  const [start, end] = rangeSamples(buffer, options);
  const fadeSamples = Math.round(((options.fadeMs ?? 0) / 1000) * SAMPLE_RATE);
  const part = (from: number, to: number) => ({
    left: buffer.left.slice(from, to),
    right: buffer.right.slice(from, to),
  });
  if (!options.remove) {
    const kept = part(start, end);
    fade(kept, fadeSamples, 'out');
    return kept;
  }
  const before = part(0, start);
  const after = part(end, buffer.left.length);
  if (before.left.length + after.left.length === 0) {
    throw new AudioInputError('removing the whole clip leaves nothing');
  }
  // Without a fade the join gets 5 ms each side so the cut cannot click.
  const joinSamples = Math.max(fadeSamples, Math.round(0.005 * SAMPLE_RATE));
  if (before.left.length > 0 && after.left.length > 0) {
    fade(before, Math.min(joinSamples, before.left.length), 'out');
    fade(after, Math.min(joinSamples, after.left.length), 'in');
  }
  return concat([before, after]);
}

export interface SpeedOptions {
  /** `speed_factor`: 2 plays twice as fast (half the length). */
  factor: number;
  /** `tempo_only`: keep the pitch (time stretch); else the pitch moves with the speed. */
  tempoOnly?: boolean;
  /** `change_speed_start_time`..`change_speed_end_time`: only this part changes. */
  range?: Range;
}

/**
 * Varispeed: reads the signal `factor` times as fast through the engine's band-limited
 * resampler. The factor is rounded to 1/1000 so the polyphase filter stays small.
 */
function varispeed(buffer: StereoBuffer, factor: number): StereoBuffer {
  const ratio = Math.round(factor * 1000);
  const [left, right] = resampleChannels([buffer.left, buffer.right], ratio, 1000);
  const length = Math.round(buffer.left.length / factor);
  return { left: fit(left!, length), right: fit(right!, length) };
}

function fit(samples: Float32Array, length: number): Float32Array {
  if (samples.length === length) return samples;
  const out = new Float32Array(length);
  out.set(samples.subarray(0, length));
  return out;
}

/** Speed change of the whole clip or of one range; the result lasts exactly length / factor. */
export function changeSpeed(buffer: StereoBuffer, options: SpeedOptions): StereoBuffer {
  const { factor } = options;
  if (!(factor >= 0.25 && factor <= 4)) {
    throw new AudioInputError('the speed factor must be from 0.25 to 4');
  }
  const apply = (part: StereoBuffer) =>
    options.tempoOnly ? stretch(part, factor) : varispeed(part, factor);
  if (!options.range) return apply(buffer);
  const [start, end] = rangeSamples(buffer, options.range);
  const slice = (from: number, to: number) => ({
    left: buffer.left.slice(from, to),
    right: buffer.right.slice(from, to),
  });
  return concat([slice(0, start), apply(slice(start, end)), slice(end, buffer.left.length)]);
}
