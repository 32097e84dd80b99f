import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { alignStemsToMaster } from '../mix/align-stems';
import type { StereoBuffer } from '../score';
import { stemHasVocal } from './analyse';
import { readAudioFile, readClipAudio } from './clip';
import { AudioInputError } from './errors';
import { fft, hann, ifft } from './fft';

/** The spec's `stem_type_group_name` values. */
export type StemGroup = 'Vocals' | 'Backing_Vocals' | 'Instrumental';

export interface Stems {
  vocals: StereoBuffer;
  backingVocals: StereoBuffer;
  instrumental: StereoBuffer;
  /** 'exact' for a generated clip's own stems, 'approximate' for a separation. */
  method: 'exact' | 'approximate';
}

/** Largest |stems - mix| over every sample of both channels. */
export function stemSumError(stems: Stems, mix: StereoBuffer): number {
  let worst = 0;
  for (const side of ['left', 'right'] as const) {
    const a = stems.vocals[side];
    const b = stems.backingVocals[side];
    const c = stems.instrumental[side];
    const m = mix[side];
    if (a.length !== m.length || b.length !== m.length || c.length !== m.length) return Infinity;
    for (let i = 0; i < m.length; i += 1) {
      worst = Math.max(worst, Math.abs(a[i]! + b[i]! + c[i]! - m[i]!));
    }
  }
  return worst;
}

/** The generated clip's stems aligned to its limited mix (see {@link alignStemsToMaster}). */
function alignToMix(stems: Stems, mix: StereoBuffer): { stems: Stems; residualDb: number } {
  const aligned = alignStemsToMaster(
    { vocals: stems.vocals, backing: stems.backingVocals, instrumental: stems.instrumental },
    mix,
  );
  const { vocals, backing, instrumental } = aligned.stems;
  return {
    stems: { vocals, backingVocals: backing, instrumental, method: 'exact' },
    residualDb: aligned.residualDb,
  };
}

export interface GeneratedStems extends Stems {
  /** Largest |vocals + backing + instrumental - mix| as the render wrote them. */
  rawSumError: number;
  /** What the per-block limiter gain did not explain, moved into Instrumental, in dB of the mix. */
  residualDb: number;
  /** Largest |sum - mix| of the returned stems (float; within 1e-4 once written as 16-bit). */
  sumError: number;
}

/**
 * A generated clip's stems as render wrote them (stems/vocals.wav, backing_vocals.wav,
 * instrumental.wav), aligned to the limited master (see {@link alignToMix}) and checked to sum
 * to song.wav within 1e-4.
 */
export async function loadGeneratedStems(dir: string): Promise<GeneratedStems> {
  const path = (name: string) => join(dir, 'stems', name);
  if (!existsSync(path('vocals.wav'))) throw new AudioInputError(`${dir} has no stems/`);
  const [vocals, backingVocals, instrumental, mix] = await Promise.all([
    readAudioFile(path('vocals.wav')),
    readAudioFile(path('backing_vocals.wav')),
    readAudioFile(path('instrumental.wav')),
    readClipAudio(dir),
  ]);
  const raw: Stems = { vocals, backingVocals, instrumental, method: 'exact' };
  const rawSumError = stemSumError(raw, mix);
  if (rawSumError === Infinity) {
    throw new AudioInputError(`the stems in ${dir} are not as long as the mix`);
  }
  const { stems, residualDb } = alignToMix(raw, mix);
  const sumError = stemSumError(stems, mix);
  if (!(sumError <= 1e-4)) {
    throw new AudioInputError(`the stems in ${dir} do not sum to the mix (error ${sumError})`);
  }
  return { ...stems, rawSumError, residualDb, sumError };
}

const SIZE = 4096;
const HOP = SIZE / 4;

/** Weight of a frequency in the vocal band: full from 200 Hz to 4 kHz, sloping off outside. */
function vocalBand(hz: number): number {
  if (hz < 200) return Math.max(0, (hz - 100) / 100);
  if (hz <= 4000) return 1;
  return Math.max(0, 1 - (hz - 4000) / 4000);
}

/**
 * An approximate separation for uploads (no model): per STFT bin, how centred it is (|mid| over
 * |mid| + |side|) and whether it is harmonic (louder than the median of its neighbours in time
 * than across frequency, the HPSS idea) decide masks inside the vocal band. Vocals get centred
 * harmonic energy, backing vocals off-centre harmonic energy, the instrumental the rest, so the
 * three sum to the input exactly. Bass, centred lead instruments and reverb leak across: it is
 * a rough split, not a source separation model.
 */
export function separateApproximately(buffer: StereoBuffer): Stems {
  const length = buffer.left.length;
  const window = hann(SIZE);
  const bins = SIZE / 2 + 1;
  const frames = Math.ceil(length / HOP) + 3;
  // Half spectra in Float32: a 3-minute song holds about 250 MB of them.
  const spectra = {
    left: [] as [Float32Array, Float32Array][],
    right: [] as [Float32Array, Float32Array][],
  };
  for (const side of ['left', 'right'] as const) {
    const x = buffer[side];
    for (let f = 0; f < frames; f += 1) {
      const re = new Float64Array(SIZE);
      const im = new Float64Array(SIZE);
      const start = (f - 3) * HOP;
      for (let i = 0; i < SIZE; i += 1) {
        const j = start + i;
        re[i] = j >= 0 && j < length ? x[j]! * window[i]! : 0;
      }
      fft(re, im);
      spectra[side].push([
        Float32Array.from(re.subarray(0, bins)),
        Float32Array.from(im.subarray(0, bins)),
      ]);
    }
  }
  const magnitude = (f: number, k: number) => {
    const [lr, li] = spectra.left[f]!;
    const [rr, ri] = spectra.right[f]!;
    return Math.hypot(lr[k]! + rr[k]!, li[k]! + ri[k]!);
  };
  const mag = Array.from({ length: frames }, (_, f) =>
    Float32Array.from({ length: bins }, (_, k) => magnitude(f, k)),
  );
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const out = {
    vocals: { left: new Float32Array(length), right: new Float32Array(length) },
    backing: { left: new Float32Array(length), right: new Float32Array(length) },
  };
  // Hann at a quarter-frame hop overlap-adds to 1.5 with the analysis window applied once.
  const gain = 1 / 1.5;
  for (let f = 0; f < frames; f += 1) {
    const masks = new Float64Array(bins * 2);
    for (let k = 0; k < bins; k += 1) {
      const band = vocalBand((k * 44_100) / SIZE);
      if (band === 0) continue;
      const across = [];
      for (let t = Math.max(0, f - 8); t <= Math.min(frames - 1, f + 8); t += 1)
        across.push(mag[t]![k]!);
      const along = [];
      for (let j = Math.max(0, k - 8); j <= Math.min(bins - 1, k + 8); j += 1)
        along.push(mag[f]![j]!);
      const harmonic = median(across);
      const percussive = median(along);
      const h = harmonic ** 2 / (harmonic ** 2 + percussive ** 2 + 1e-20);
      const [lr, li] = spectra.left[f]!;
      const [rr, ri] = spectra.right[f]!;
      const mid = Math.hypot(lr[k]! + rr[k]!, li[k]! + ri[k]!);
      const side = Math.hypot(lr[k]! - rr[k]!, li[k]! - ri[k]!);
      const centre = mid / (mid + side + 1e-20);
      masks[2 * k] = band * h * centre ** 4;
      masks[2 * k + 1] = band * h * (1 - centre ** 4) * 0.8;
    }
    for (const side of ['left', 'right'] as const) {
      const [re, im] = spectra[side][f]!;
      for (const [slot, target] of [
        [0, out.vocals[side]],
        [1, out.backing[side]],
      ] as const) {
        const r = new Float64Array(SIZE);
        const i = new Float64Array(SIZE);
        for (let k = 0; k < bins; k += 1) {
          const m = masks[2 * k + slot]!;
          r[k] = re[k]! * m;
          i[k] = im[k]! * m;
          if (k > 0 && k < SIZE / 2) {
            r[SIZE - k] = r[k]!;
            i[SIZE - k] = -i[k]!;
          }
        }
        ifft(r, i);
        const start = (f - 3) * HOP;
        for (let n = 0; n < SIZE; n += 1) {
          const j = start + n;
          if (j >= 0 && j < length) target[j] = target[j]! + r[n]! * window[n]! * gain;
        }
      }
    }
  }
  const instrumental = { left: new Float32Array(length), right: new Float32Array(length) };
  for (const side of ['left', 'right'] as const) {
    for (let j = 0; j < length; j += 1) {
      instrumental[side][j] = buffer[side][j]! - out.vocals[side][j]! - out.backing[side][j]!;
    }
  }
  return { vocals: out.vocals, backingVocals: out.backing, instrumental, method: 'approximate' };
}

/** The spec's stem clips' metadata, one per stem. */
export function stemClips(stems: Stems, mix: StereoBuffer) {
  return [
    { stem_type_group_name: 'Vocals' as StemGroup, has_vocal: stemHasVocal(stems.vocals, mix) },
    {
      stem_type_group_name: 'Backing_Vocals' as StemGroup,
      has_vocal: stemHasVocal(stems.backingVocals, mix),
    },
    { stem_type_group_name: 'Instrumental' as StemGroup, has_vocal: false },
  ];
}
