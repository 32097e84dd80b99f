import type { StereoBuffer } from './score';

/** Joins stereo chunks end to end into one buffer. */
export function concatStereo(parts: readonly StereoBuffer[]): StereoBuffer {
  const length = parts.reduce((sum, part) => sum + part.left.length, 0);
  const out = { left: new Float32Array(length), right: new Float32Array(length) };
  let at = 0;
  for (const part of parts) {
    out.left.set(part.left, at);
    out.right.set(part.right, at);
    at += part.left.length;
  }
  return out;
}

/** Joins mono chunks end to end into one buffer. */
export function concatMono(parts: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
