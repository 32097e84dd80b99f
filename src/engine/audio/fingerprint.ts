import { magnitudeFrames } from './fft';
import { analysisMono } from './mono';
import type { StereoBuffer } from '../score';

/** One landmark hash and the frame of its anchor peak. */
export interface Landmark {
  hash: number;
  at: number;
}

/** Frames of 2048 samples every 1024 at 22.05 kHz: about 21.5 frames a second. */
const FRAME = 2048;
const HOP = 1024;
export const FINGERPRINT_FRAME_S = HOP / 22_050;
/** Bin ranges (10.8 Hz each) a peak is picked in: 215 Hz to 3.4 kHz, an octave each. */
const BANDS: readonly [number, number][] = [
  [20, 40],
  [40, 80],
  [80, 160],
  [160, 320],
];
/** A peak is its band's loudest within this many frames either side. */
const NEIGHBOURHOOD = 4;
/** Each anchor pairs with this many following peaks, up to MAX_DT frames later. */
const FAN_OUT = 3;
const MAX_DT = 63;
const SILENCE = 1e-3;

interface Peak {
  t: number;
  bin: number;
}

/** Each frame's loudest bin per band, as [bin, magnitude] pairs. */
function bandMaxima(frames: Float32Array[]): [number, number][][] {
  return frames.map((frame) =>
    BANDS.map(([from, to]) => {
      let best = from;
      for (let k = from + 1; k < to; k += 1) if (frame[k]! > frame[best]!) best = k;
      return [best, frame[best]!] as [number, number];
    }),
  );
}

/** Peaks that stand out in time within their band: robust to re-encoding and level changes. */
function pickPeaks(maxima: [number, number][][]): Peak[] {
  const peaks: Peak[] = [];
  for (let t = 0; t < maxima.length; t += 1) {
    BANDS.forEach((_, band) => {
      const [bin, level] = maxima[t]![band]!;
      if (level < SILENCE) return;
      for (let u = Math.max(0, t - NEIGHBOURHOOD); u <= t + NEIGHBOURHOOD; u += 1) {
        const other = maxima[u]?.[band];
        if (other && u !== t && (other[1] > level || (other[1] === level && u < t))) return;
      }
      peaks.push({ t, bin });
    });
  }
  return peaks;
}

/**
 * Landmark fingerprint of audio (pairs of spectral peaks: both bins and the frames between
 * them, hashed into 24 bits, Wang's Shazam scheme): the same recording gives the same hashes
 * at the same spacing whatever its format, level or start, so a song is found from a part.
 */
export function fingerprint(buffer: StereoBuffer): Landmark[] {
  return fingerprintMono(analysisMono(buffer));
}

/**
 * A stored song's landmarks: its {@link fingerprint} and that of the song half a hop later. A
 * copy's frames can fall anywhere between the song's, and half a hop apart its peaks shift bin
 * and frame so often that ~12% of its hashes line up (an MP3 of the song, whose encoder delays
 * it by 0.54 hops, is that case) against 95% in phase. With both phases stored, every copy lies
 * within a quarter hop of one of them, where 30% or more line up.
 */
export function songFingerprint(buffer: StereoBuffer): Landmark[] {
  const mono = analysisMono(buffer);
  return [...fingerprintMono(mono), ...fingerprintMono(mono.subarray(HOP / 2))];
}

/** {@link fingerprint} of audio already made mono at the analysis rate (`analysisMono`). */
export function fingerprintMono(mono: Float32Array): Landmark[] {
  const peaks = pickPeaks(bandMaxima(magnitudeFrames(mono, FRAME, HOP, BANDS.at(-1)![1])));
  const landmarks: Landmark[] = [];
  for (let i = 0; i < peaks.length; i += 1) {
    const anchor = peaks[i]!;
    let paired = 0;
    for (let j = i + 1; j < peaks.length && paired < FAN_OUT; j += 1) {
      const dt = peaks[j]!.t - anchor.t;
      if (dt > MAX_DT) break;
      if (dt < 1) continue;
      landmarks.push({ hash: (anchor.bin << 15) | (peaks[j]!.bin << 6) | dt, at: anchor.t });
      paired += 1;
    }
  }
  return landmarks;
}

/**
 * How many of `query`'s landmarks line up with `reference`'s at one offset: a shared hash
 * counts only where both sit at the same distance, as a part of the same recording would.
 */
export function alignedMatches(query: Landmark[], reference: Iterable<Landmark>): number {
  const byHash = new Map<number, number[]>();
  for (const { hash, at } of query) {
    const ats = byHash.get(hash) ?? [];
    ats.push(at);
    byHash.set(hash, ats);
  }
  const offsets = new Map<number, number>();
  let best = 0;
  for (const { hash, at } of reference) {
    for (const queryAt of byHash.get(hash) ?? []) {
      const count = (offsets.get(at - queryAt) ?? 0) + 1;
      offsets.set(at - queryAt, count);
      if (count > best) best = count;
    }
  }
  return best;
}
