import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { AudioInputError } from './errors';

/** A range in seconds, checked against a buffer. */
export interface Range {
  startS: number;
  endS: number;
}

/** Parses "S:E" (seconds); throws {@link AudioInputError} on anything else. */
export function parseRange(text: string): Range {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) throw new AudioInputError(`bad range "${text}": write START:END in seconds`);
  return { startS: Number(match[1]), endS: Number(match[2]) };
}

/** Sample indices of a range; throws when it is empty or outside the buffer. */
export function rangeSamples(buffer: StereoBuffer, range: Range): [number, number] {
  const duration = buffer.left.length / SAMPLE_RATE;
  if (!(range.startS >= 0 && range.endS > range.startS && range.startS < duration)) {
    throw new AudioInputError(
      `bad range ${range.startS}:${range.endS}: it must start at 0 or later, end after it starts, and begin before ${duration.toFixed(2)} s`,
    );
  }
  return [
    Math.round(range.startS * SAMPLE_RATE),
    Math.min(buffer.left.length, Math.round(range.endS * SAMPLE_RATE)),
  ];
}

/** The part of a buffer in a range (the spec's upload trim: 0 .. min(duration, maximum)). */
export function trim(buffer: StereoBuffer, range: Range): StereoBuffer {
  const [start, end] = rangeSamples(buffer, range);
  return { left: buffer.left.slice(start, end), right: buffer.right.slice(start, end) };
}

export function concat(parts: readonly StereoBuffer[]): StereoBuffer {
  const length = parts.reduce((sum, part) => sum + part.left.length, 0);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    left.set(part.left, offset);
    right.set(part.right, offset);
    offset += part.left.length;
  }
  return { left, right };
}
