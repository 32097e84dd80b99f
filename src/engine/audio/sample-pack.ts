import { encodeWav } from '../encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { analyseAudio, stemHasVocal } from './analyse';
import { analysisMono } from './mono';
import type { Stems } from './stems';
import { ONSET_RATE, onsetEnvelope } from './tempo';
import { writeZip, type ZipEntry } from './zip';

const BEATS_PER_BAR = 4;
const LOOP_BARS = [1, 2, 4] as const;
const ONE_SHOTS = 8;
const ONE_SHOT_S = 0.3;

function slice(buffer: StereoBuffer, start: number, end: number): StereoBuffer {
  return { left: buffer.left.slice(start, end), right: buffer.right.slice(start, end) };
}

/** Short raised-cosine edges so loops and hits start and stop without clicks. */
function edges(buffer: StereoBuffer, fadeInS: number, fadeOutS: number): StereoBuffer {
  const length = buffer.left.length;
  const fadeIn = Math.min(length, Math.round(fadeInS * SAMPLE_RATE));
  const fadeOut = Math.min(length, Math.round(fadeOutS * SAMPLE_RATE));
  for (const channel of [buffer.left, buffer.right]) {
    for (let i = 0; i < fadeIn; i += 1) channel[i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn);
    for (let i = 0; i < fadeOut; i += 1) {
      channel[length - 1 - i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut);
    }
  }
  return buffer;
}

/** Onset times (s) of the strongest hits, at least 150 ms apart, strongest first. */
export function strongestOnsets(buffer: StereoBuffer, count: number): number[] {
  const envelope = onsetEnvelope(analysisMono(buffer));
  const peaks: { t: number; strength: number }[] = [];
  for (let t = 1; t < envelope.length - 1; t += 1) {
    const value = envelope[t]!;
    if (value > 0.2 && value >= envelope[t - 1]! && value > envelope[t + 1]!) {
      peaks.push({ t: t / ONSET_RATE, strength: value });
    }
  }
  const chosen: number[] = [];
  for (const peak of peaks.sort((a, b) => b.strength - a.strength)) {
    if (chosen.every((t) => Math.abs(t - peak.t) >= 0.15)) chosen.push(peak.t);
    if (chosen.length === count) break;
  }
  return chosen;
}

export interface SamplePack {
  zip: Uint8Array;
  files: string[];
  tempoBpm: number;
  key: string;
}

/**
 * `generate_sample_pack`: 1-, 2- and 4-bar loops cut on tracked beats from each audible stem and
 * the full mix, and one-shots (the strongest onsets of the instrumental stem, mostly drum hits),
 * as WAVs in a zip with a manifest.
 */
export function generateSamplePack(mix: StereoBuffer, stems: Stems): SamplePack {
  const analysis = analyseAudio(mix);
  const beats = analysis.beatTimesS;
  const entries: ZipEntry[] = [];
  const sources: [string, StereoBuffer][] = [
    ['mix', mix],
    ['instrumental', stems.instrumental],
  ];
  if (stemHasVocal(stems.vocals, mix)) sources.push(['vocals', stems.vocals]);
  if (stemHasVocal(stems.backingVocals, mix)) sources.push(['backing_vocals', stems.backingVocals]);
  // Start on the second tracked beat: the first is often a pickup or the song's silent start.
  const first = Math.min(1, beats.length - 1);
  for (const bars of LOOP_BARS) {
    const last = first + bars * BEATS_PER_BAR;
    if (first < 0 || last >= beats.length) continue;
    const start = Math.round(beats[first]! * SAMPLE_RATE);
    const end = Math.round(beats[last]! * SAMPLE_RATE);
    for (const [name, source] of sources) {
      const loop = edges(slice(source, start, end), 0.002, 0.002);
      entries.push({ name: `loops/${name}_${bars}bar.wav`, data: encodeWav(loop) });
    }
  }
  strongestOnsets(stems.instrumental, ONE_SHOTS)
    .sort((a, b) => a - b)
    .forEach((t, i) => {
      // Onset frames lag the attack by up to a hop: start 10 ms early.
      const start = Math.max(0, Math.round((t - 0.01) * SAMPLE_RATE));
      const hit = edges(
        slice(stems.instrumental, start, start + ONE_SHOT_S * SAMPLE_RATE),
        0.001,
        0.05,
      );
      entries.push({
        name: `one_shots/hit_${String(i + 1).padStart(2, '0')}.wav`,
        data: encodeWav(hit),
      });
    });
  const manifest = {
    tempo_bpm: analysis.tempoBpm,
    key: analysis.key.key,
    stems_method: stems.method,
    files: entries.map((entry) => entry.name),
  };
  entries.push({
    name: 'manifest.json',
    data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
  });
  return {
    zip: writeZip(entries),
    files: entries.map((entry) => entry.name),
    tempoBpm: analysis.tempoBpm,
    key: analysis.key.key,
  };
}
