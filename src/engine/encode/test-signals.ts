import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { runFfmpeg } from './ffmpeg';

/** A sine of `frequency` Hz, `seconds` long, at `amplitude`. */
export function sine(frequency: number, seconds: number, amplitude = 0.5, rate = SAMPLE_RATE) {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
  }
  return samples;
}

/** 440 Hz on the left, 660 Hz on the right, so swapped or mixed channels show. */
export function testTone(seconds: number): StereoBuffer {
  return { left: sine(440, seconds), right: sine(660, seconds) };
}

/**
 * Estimates a tone's frequency from its upward zero crossings (linearly interpolated) in the
 * middle of the signal, away from codec start-up and tail effects.
 */
export function estimateFrequency(samples: Float32Array, rate: number): number {
  const from = Math.floor(samples.length * 0.2);
  const to = Math.floor(samples.length * 0.8);
  const crossings: number[] = [];
  for (let i = from; i < to; i += 1) {
    const a = samples[i - 1] ?? 0;
    const b = samples[i] ?? 0;
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0] ?? 0;
  const last = crossings[crossings.length - 1] ?? 0;
  return ((crossings.length - 1) * rate) / (last - first);
}

/** Root-mean-square level of a span of samples. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Decodes any file ffmpeg reads to planar float channels at `rate`. */
export async function decodeWithFfmpeg(
  bytes: Uint8Array,
  rate = SAMPLE_RATE,
): Promise<StereoBuffer> {
  const raw = await runFfmpeg(
    { input: bytes },
    (names) => [
      '-i',
      names.input ?? '',
      '-f',
      'f32le',
      '-ac',
      '2',
      '-ar',
      `${rate}`,
      names.out ?? '',
    ],
    'raw',
  );
  const interleaved = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  const frames = interleaved.length / 2;
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) {
    left[i] = interleaved[2 * i] ?? 0;
    right[i] = interleaved[2 * i + 1] ?? 0;
  }
  return { left, right };
}
