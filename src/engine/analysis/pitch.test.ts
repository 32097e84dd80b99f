import { describe, expect, it } from 'vitest';
import type { VocalNote } from '../score.ts';
import { centsFromMidi, detectPitch, vocalPitchError } from './pitch.ts';

const RATE = 44_100;

function tone(hzAt: (t: number) => number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i += 1) {
    phase += (2 * Math.PI * hzAt(i / RATE)) / RATE;
    // A few harmonics, like a voice, so the tracker must pick the fundamental.
    out[i] = 0.3 * Math.sin(phase) + 0.2 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase);
  }
  return out;
}

function note(start: number, duration: number, pitch: number): VocalNote {
  return {
    start,
    duration,
    pitch,
    velocity: 100,
    syllable: 'la',
    stress: 1,
    wordIndex: 0,
    sectionIndex: 0,
    phraseEnd: false,
  };
}

const midiHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

describe('detectPitch', () => {
  it('tracks a harmonic tone within a few cents on a 10 ms hop', () => {
    const frames = detectPitch(
      tone(() => 196, 1),
      RATE,
    );
    expect(frames[1]!.timeS - frames[0]!.timeS).toBeCloseTo(0.01, 3);
    const voiced = frames.filter((f) => f.hz !== null);
    expect(voiced.length).toBeGreaterThan(frames.length * 0.9);
    for (const frame of voiced) expect(Math.abs(1200 * Math.log2(frame.hz! / 196))).toBeLessThan(3);
  });

  it('reports silence as unvoiced', () => {
    const frames = detectPitch(new Float32Array(RATE / 2), RATE);
    expect(frames.every((f) => f.hz === null && f.clarity === 0)).toBe(true);
  });
});

describe('vocalPitchError', () => {
  const notes = [note(0, 0.5, 57), note(0.5, 0.5, 60), note(1, 0.8, 64)];
  const melody = (detuneCents: number) => (t: number) => {
    const current = notes.filter((n) => n.start <= t).at(-1)!;
    return midiHz(current.pitch + detuneCents / 100);
  };

  it('is near zero for an in-tune line and sees a 30-cent detune', () => {
    const inTune = vocalPitchError(tone(melody(0), 1.8), RATE, notes);
    expect(inTune.medianCents).toBeLessThan(2);
    expect(inTune.voicedFrames).toBeGreaterThan(100);
    const sharp = vocalPitchError(tone(melody(30), 1.8), RATE, notes);
    expect(sharp.medianCents).toBeGreaterThan(27);
    expect(sharp.medianCents).toBeLessThan(33);
  });

  it('ignores symmetric vibrato', () => {
    const vibrato = (t: number) =>
      melody(0)(t) * 2 ** ((40 * Math.sin(2 * Math.PI * 5.5 * t)) / 1200);
    expect(vocalPitchError(tone(vibrato, 1.8), RATE, notes).medianCents).toBeLessThan(6);
  });

  it('converts Hz to cents from a MIDI pitch', () => {
    expect(centsFromMidi(440, 69)).toBeCloseTo(0, 6);
    expect(centsFromMidi(midiHz(60.5), 60)).toBeCloseTo(50, 6);
  });
});
