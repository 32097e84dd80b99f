/**
 * Lo-fi texture for the genres that ask for it: a worn tape's wow (0.5 Hz) and flutter (6 Hz)
 * on the band, a quiet hiss while it plays, and a dull top (a 4.5 kHz low-pass on every
 * stem, so 8-16 kHz sits well over 10 dB under 1-2 kHz). Stateful and chunk-independent: the
 * modulation runs on the sample count, the noise on a seeded generator.
 */
import { SAMPLE_RATE } from '../score';
import { createLowPass } from './dynamics';

/** Genres (lexicon ids) whose mix gets the texture. */
export const LOFI_GENRES: ReadonlySet<string> = new Set(['lo-fi', 'vaporwave']);

const TOP_HZ = 4500;
const WOW_HZ = 0.5;
const WOW_S = 0.0012;
const FLUTTER_HZ = 6;
const FLUTTER_S = 0.00005;
const BASE_DELAY_S = 0.003;
/** Hiss RMS before the master (~4.6x): about -42 dBFS in the master. */
const HISS = 0.0025;
/** The hiss follows the band's level over ~0.3 s and is gone in silence (the song's tail). */
const HISS_FOLLOW_S = 0.3;

/** A low-pass per channel (-12 dB/octave above TOP_HZ). */
export function createDullTop(): (left: Float32Array, right: Float32Array) => void {
  const filters = [createLowPass(TOP_HZ), createLowPass(TOP_HZ)];
  return (left, right) => {
    filters[0]!(left);
    filters[1]!(right);
  };
}

/** Wow, flutter and hiss on a stereo bus, in place. */
export function createTapeWear(seed: number): (left: Float32Array, right: Float32Array) => void {
  const size = 1024;
  const rings = [new Float32Array(size), new Float32Array(size)];
  let written = 0;
  let noise = seed >>> 0 || 1;
  let level = 0;
  const follow = 1 - Math.exp(-1 / (HISS_FOLLOW_S * SAMPLE_RATE));
  const white = () => {
    noise ^= noise << 13;
    noise ^= noise >>> 17;
    noise ^= noise << 5;
    return ((noise >>> 0) / 4294967296) * 2 - 1;
  };
  return (left, right) => {
    const channels = [left, right];
    for (let i = 0; i < left.length; i += 1) {
      const t = written / SAMPLE_RATE;
      const delay =
        (BASE_DELAY_S +
          WOW_S * Math.sin(2 * Math.PI * WOW_HZ * t) +
          FLUTTER_S * Math.sin(2 * Math.PI * FLUTTER_HZ * t)) *
        SAMPLE_RATE;
      const whole = Math.floor(delay);
      const frac = delay - whole;
      level += follow * (Math.abs(left[i]!) + Math.abs(right[i]!) - level);
      const hiss = level > 1e-4 ? HISS * Math.min(1, level * 20) : 0;
      channels.forEach((channel, c) => {
        const ring = rings[c]!;
        ring[written % size] = channel[i]!;
        const a = ring[(written - whole + size) % size]!;
        const b = ring[(written - whole - 1 + size) % size]!;
        channel[i] = a + frac * (b - a) + hiss * white() * 1.7;
      });
      written += 1;
    }
  };
}
