import { SAMPLE_RATE, type StereoBuffer } from '../score';

/** Seconds to a sample index on the engine's timeline. */
export const toSample = (seconds: number) => Math.round(seconds * SAMPLE_RATE);

/** A mono track the length of the song, into which rendered windows are overlap-added. */
export class MonoTimeline {
  readonly samples: Float32Array;

  constructor(lengthSamples: number) {
    this.samples = new Float32Array(lengthSamples);
  }

  /** Adds a rendered window at its offset; whatever runs past the song's end is dropped. */
  add(offsetS: number, window: Float32Array): void {
    const offset = toSample(offsetS);
    const end = Math.min(this.samples.length, offset + window.length);
    for (let i = Math.max(0, offset); i < end; i += 1) this.samples[i]! += window[i - offset]!;
  }

  slice(start: number, end: number): Float32Array {
    return this.samples.subarray(start, end);
  }
}

/** Appends stereo chunks into one buffer of known maximum length. */
export class StereoTimeline {
  readonly left: Float32Array;
  readonly right: Float32Array;
  length = 0;

  /**
   * `shared`: in shared memory, so that the encoder threads it is posted to read it where it
   * is; a plain buffer would be copied whole (its spare capacity too) into each of them.
   */
  constructor(capacitySamples: number, options: { shared?: boolean } = {}) {
    this.left = floats(capacitySamples, options.shared);
    this.right = floats(capacitySamples, options.shared);
  }

  append(chunk: StereoBuffer): void {
    const room = this.left.length - this.length;
    const n = Math.min(room, chunk.left.length);
    this.left.set(chunk.left.subarray(0, n), this.length);
    this.right.set(chunk.right.subarray(0, n), this.length);
    this.length += n;
  }

  /**
   * The filled part, scaled in place by `gain`: a view, not a copy, since a song's
   * timelines are large and each is read once at the end.
   */
  view(gain = 1): StereoBuffer {
    const left = this.left.subarray(0, this.length);
    const right = this.right.subarray(0, this.length);
    if (gain !== 1) {
      for (let i = 0; i < left.length; i += 1) {
        left[i]! *= gain;
        right[i]! *= gain;
      }
    }
    return { left, right };
  }
}

function floats(length: number, shared = false): Float32Array {
  if (!shared) return new Float32Array(length);
  return new Float32Array(new SharedArrayBuffer(length * Float32Array.BYTES_PER_ELEMENT));
}

/** A copy of `buffer` in shared memory (see {@link StereoTimeline}'s `shared`). */
export function sharedCopy(buffer: StereoBuffer): StereoBuffer {
  const left = floats(buffer.left.length, true);
  const right = floats(buffer.right.length, true);
  left.set(buffer.left);
  right.set(buffer.right);
  return { left, right };
}
