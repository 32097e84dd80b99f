import { describe, expect, it } from 'vitest';
import { magnitudeFrames } from '../audio/fft';
import { CLOSED_HAT } from '../composer/grooves';
import { planSong } from '../pipeline/plan';
import { renderSong, type SongOutputs } from '../pipeline/render';
import { SAMPLE_RATE, type Score, type StereoBuffer } from '../score';

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name

[Chorus]
Hold on to the light tonight
We will never let it go`;

const SIZE = 8192;
const HOP = 2048;

async function render(tags: string, maxDurationS: number) {
  const plan = planSong({ tags, lyrics: LYRICS, seed: 1, maxDurationS });
  const song = renderSong(plan.score, plan.model, { stems: false });
  let step = await song.next();
  while (!step.done) step = await song.next();
  return { score: plan.score, master: (step.value as SongOutputs<null>).master };
}

/** Magnitude frames of the mono mix while the band plays (the reverb tail left out). */
function playingFrames(score: Score, master: StereoBuffer): Float32Array[] {
  const mono = master.left.map((value, i) => (value + master.right[i]!) / 2);
  const last = Math.max(...score.tracks.flatMap((t) => t.notes.map((n) => n.start + n.duration)));
  const frames = magnitudeFrames(mono, SIZE, HOP);
  return frames.filter((_, i) => (i * HOP + SIZE) / SAMPLE_RATE <= last);
}

const band = (frame: Float32Array, low: number, high: number) => {
  let energy = 0;
  const from = Math.ceil((low * SIZE) / SAMPLE_RATE);
  const to = Math.min(frame.length, Math.floor((high * SIZE) / SAMPLE_RATE));
  for (let k = from; k < to; k += 1) energy += frame[k]! ** 2;
  return energy;
};
const total = (frames: Float32Array[], low: number, high: number) =>
  frames.reduce((sum, frame) => sum + band(frame, low, high), 0);
const db = (ratio: number) => 10 * Math.log10(ratio);

describe('genres that sound like themselves', () => {
  it('trap: a sustained 40-60 Hz 808 under rolled hi-hats', async () => {
    const { score, master } = await render('trap', 14);
    const frames = playingFrames(score, master);
    const subDb = db(total(frames, 40, 60) / total(frames, 20, 20_000));
    // Held, not a kick's thump: over half the frames carry a tenth of their energy in the sub.
    const held = frames.filter((f) => band(f, 40, 60) / band(f, 20, 20_000) > 0.1).length;
    console.info('trap sub', subDb.toFixed(1), 'dB; frames with the sub', held, '/', frames.length);
    expect(subDb).toBeGreaterThan(-7);
    expect(held / frames.length).toBeGreaterThan(0.5);

    const hats = score.tracks
      .find((track) => track.role === 'drums')!
      .notes.filter((note) => note.pitch === CLOSED_HAT)
      .map((note) => note.start);
    const thirtySecond = 60 / score.tempoBpm / 8;
    const rolled = hats.filter((start, i) => i > 0 && start - hats[i - 1]! < thirtySecond * 1.01);
    expect(rolled.length).toBeGreaterThanOrEqual(6);
  });

  it('lo-fi: 8-16 kHz at least 10 dB under 1-2 kHz', async () => {
    const { score, master } = await render('lo-fi', 12);
    const frames = playingFrames(score, master);
    const tilt = db(total(frames, 8000, 16_000) / total(frames, 1000, 2000));
    console.info('lo-fi 8-16 kHz against 1-2 kHz', tilt.toFixed(1), 'dB');
    expect(tilt).toBeLessThan(-10);
  });

  it('house and k-pop differ in instruments and progressions', () => {
    for (const seed of [1, 2, 3]) {
      const of = (tags: string) => planSong({ tags, lyrics: LYRICS, seed }).score;
      const house = of('house');
      const kpop = of('k-pop');
      const programs = (score: Score) => JSON.stringify(score.style.programs);
      expect(programs(house)).not.toBe(programs(kpop));
      /** The chorus as degrees of the key with qualities: 'I:maj7 vi:min7 …'. */
      const degrees = (score: Score) =>
        score.sections
          .find((section) => section.kind === 'chorus')!
          .chords.map((chord) => `${(chord.root - score.key.tonic + 12) % 12}:${chord.quality}`);
      const shared = degrees(house).filter((chord) => degrees(kpop).includes(chord));
      expect(shared.length).toBeLessThan(degrees(house).length / 2);
    }
  });
});
