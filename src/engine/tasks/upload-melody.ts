/**
 * The lead melody of a mixed recording: per frame, the pitch whose harmonics hold the most of
 * the spectrum (a harmonic sum, as the vocal detector measures salience), when it stands well
 * above the band's level. In a mix this follows the loudest tune, the voice in most songs,
 * where a single-voice tracker (YIN) loses it among the chords.
 */
import { fft, hann } from '../audio/fft';
import { ANALYSIS_RATE } from '../audio/mono';

const FRAME = 2048;
/** Frames are zero-padded to 4096 points: 5.4 Hz bins. */
const PADDED = 4096;
export const MELODY_HOP = 512;
/** Candidate pitches, in MIDI notes: G#3 to C6, a voice's range. */
const LOW_MIDI = 56;
const HIGH_MIDI = 84;
const HARMONICS = 6;
/** A frame is pitched when its best harmonic sum is this many times the band's mean level. */
const SALIENCE = 2.5;
const BAND_HIGH_HZ = 4000;

export interface MelodyFrame {
  timeS: number;
  /** The frame's pitch in MIDI notes, or null when no pitch stands out. */
  midi: number | null;
}

/** The analysis-rate mono's melody, one frame every MELODY_HOP samples. */
export function trackMelody(mono: Float32Array): MelodyFrame[] {
  const window = hann(FRAME);
  const re = new Float64Array(PADDED);
  const im = new Float64Array(PADDED);
  const magnitude = new Float64Array(PADDED / 2 + 1);
  const bin = (hz: number) => Math.round((hz * PADDED) / ANALYSIS_RATE);
  const candidates = Array.from({ length: HIGH_MIDI - LOW_MIDI + 1 }, (_, i) => {
    const hz = 440 * 2 ** ((LOW_MIDI + i - 69) / 12);
    return Array.from({ length: HARMONICS }, (_, h) => bin(hz * (h + 1)));
  });
  const bandFrom = bin(440 * 2 ** ((LOW_MIDI - 69) / 12));
  const bandTo = bin(BAND_HIGH_HZ);
  const frames: MelodyFrame[] = [];
  for (let start = 0; start + FRAME <= mono.length; start += MELODY_HOP) {
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < FRAME; i += 1) re[i] = mono[start + i]! * window[i]!;
    fft(re, im);
    for (let k = 0; k <= PADDED / 2; k += 1) magnitude[k] = Math.hypot(re[k]!, im[k]!);
    let band = 0;
    for (let k = bandFrom; k <= bandTo; k += 1) band += magnitude[k]!;
    band /= bandTo - bandFrom + 1;
    let best = 0;
    let bestMidi = 0;
    let weights = 0;
    candidates.forEach((bins, c) => {
      let sum = 0;
      weights = 0;
      bins.forEach((k, h) => {
        const weight = 0.85 ** h;
        weights += weight;
        sum += weight * Math.max(magnitude[k - 1]!, magnitude[k]!, magnitude[k + 1]!);
      });
      if (sum > best) {
        best = sum;
        bestMidi = LOW_MIDI + c;
      }
    });
    const pitched = band > 0 && best / weights > SALIENCE * band;
    frames.push({ timeS: (start + FRAME / 2) / ANALYSIS_RATE, midi: pitched ? bestMidi : null });
  }
  return frames;
}
