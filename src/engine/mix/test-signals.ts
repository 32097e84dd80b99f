/**
 * Synthetic signals for the mix and analysis tests and measurements: sines,
 * and a seeded 'song' of drums, bass, pad and a sung-like lead built from
 * filtered noise and tones.
 */
import { createRng } from '../random';
import { SAMPLE_RATE, type StereoBuffer } from '../score';

/** A sine of `amplitude` (peak), with 10 ms fades so its edges add no overshoot. */
export function sine(hz: number, amplitude: number, seconds: number, phase = 0): Float32Array {
  const n = Math.round(seconds * SAMPLE_RATE);
  const fade = Math.min(441, n / 2);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const edge = Math.min(1, i / fade, (n - 1 - i) / fade);
    out[i] = amplitude * edge * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE + phase);
  }
  return out;
}

/** The same signal on both channels. */
export function stereo(x: Float32Array): StereoBuffer {
  return { left: x, right: x.slice() };
}

export interface SyntheticSong {
  instruments: StereoBuffer;
  vocals: Float32Array;
  backing: Float32Array;
}

const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * A seeded 120 BPM song: kick, noise hats and snare, a bass line, a detuned
 * pad, a vibrato lead 'voice' with harmonics, and backing harmonies in the
 * second half (the 'chorus').
 */
export function syntheticSong(seconds: number, seed = 1): SyntheticSong {
  const rng = createRng(seed);
  const n = Math.round(seconds * SAMPLE_RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const vocals = new Float32Array(n);
  const backing = new Float32Array(n);
  const beat = SAMPLE_RATE / 2;
  const roots = [45, 41, 48, 43];
  let hatState = 0;
  let phaseBass = 0;
  let phaseVoice = 0;
  let phaseHarmony = 0;
  let melody = 69;
  for (let i = 0; i < n; i += 1) {
    const t = i / SAMPLE_RATE;
    const beatIndex = Math.floor(i / beat);
    const inBeat = (i % beat) / SAMPLE_RATE;
    const root = roots[Math.floor(beatIndex / 4) % roots.length]!;
    const kick =
      0.8 *
      Math.exp(-inBeat * 18) *
      Math.sin(2 * Math.PI * (50 + 80 * Math.exp(-inBeat * 30)) * inBeat);
    const noise = rng.next() * 2 - 1;
    hatState = noise - hatState * 0.6;
    const eighth = (i % (beat / 2)) / SAMPLE_RATE;
    const hat = 0.12 * Math.exp(-eighth * 60) * hatState;
    const snare = beatIndex % 2 === 1 ? 0.35 * Math.exp(-inBeat * 20) * noise : 0;
    phaseBass += midiHz(root - 12) / SAMPLE_RATE;
    const bass = 0.35 * Math.sin(2 * Math.PI * phaseBass) * (0.6 + 0.4 * Math.exp(-inBeat * 4));
    let pad = 0;
    for (const interval of [12, 16, 19]) {
      pad += Math.sin(2 * Math.PI * midiHz(root + interval) * t * 1.002);
      pad += Math.sin(2 * Math.PI * midiHz(root + interval) * t * 0.998);
    }
    pad *= 0.035;
    left[i] = kick + bass + snare + hat * 0.7 + pad;
    right[i] = kick + bass + snare + hat * 1.3 + pad * 0.9;

    if (i % beat === 0) melody = root + 24 + rng.pick([0, 3, 5, 7, 10, 12]);
    const vibrato = 1 + 0.006 * Math.sin(2 * Math.PI * 5.5 * t);
    phaseVoice += (midiHz(melody) * vibrato) / SAMPLE_RATE;
    phaseHarmony += (midiHz(melody + 4) * vibrato) / SAMPLE_RATE;
    const envelope = Math.min(1, inBeat * 40) * Math.max(0, 1 - inBeat * 1.6);
    const voiced = (phase: number) =>
      Math.sin(2 * Math.PI * phase) +
      0.5 * Math.sin(4 * Math.PI * phase) +
      0.25 * Math.sin(6 * Math.PI * phase);
    vocals[i] = 0.3 * envelope * (voiced(phaseVoice) + 0.05 * noise);
    if (t > seconds / 2) backing[i] = 0.25 * envelope * voiced(phaseHarmony);
  }
  return { instruments: { left, right }, vocals, backing };
}
