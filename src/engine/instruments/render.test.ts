import { beforeAll, describe, expect, it } from 'vitest';
import { concatStereo } from '../audio';
import { SAMPLE_RATE } from '../score';
import { centsFrom, firstAbove, fundamentalHz, peak, rms } from './audio-probe';
import { fixtureScore, KICK, singleNoteScore } from './fixtures';
import { createInstrumentRenderer, loadSoundFont, renderInstruments } from './render';

const FLUTE = 73;
const seconds = (s: number) => Math.round(s * SAMPLE_RATE);

function maxDifference(a: Float32Array, b: Float32Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i += 1) max = Math.max(max, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return max;
}

const isFinite32 = (signal: Float32Array) => signal.every((x) => Number.isFinite(x));

beforeAll(async () => {
  const { loadMs } = await loadSoundFont();
  expect(loadMs).toBeGreaterThan(0);
});

describe('streaming render', () => {
  it('hands out exactly untilS * 44100 samples per call and stops at the song end', async () => {
    const renderer = await createInstrumentRenderer(fixtureScore({ durationS: 3 }));
    expect(renderer.render(1.25).left).toHaveLength(seconds(1.25));
    const next = renderer.render(2.000_01);
    expect(next.left).toHaveLength(seconds(2.000_01) - seconds(1.25));
    expect(next.right).toHaveLength(next.left.length);
    expect(renderer.render(1).left).toHaveLength(0);
    expect(renderer.renderRest().left).toHaveLength(seconds(3) - seconds(2.000_01));
    expect(renderer.position).toBe(renderer.length);
    expect(renderer.renderRest().left).toHaveLength(0);
    expect(() => renderer.render(Number.NaN)).toThrow(RangeError);
  });

  it('renders the same samples in chunks as in one go', async () => {
    const score = fixtureScore();
    const whole = await renderInstruments(score);
    const renderer = await createInstrumentRenderer(score);
    const chunks = [0.37, 1, 1, 2.512_34, 4, 6.99].map((s) => renderer.render(s));
    const joined = concatStereo([...chunks, renderer.renderRest()]);
    expect(joined.left).toHaveLength(seconds(8));
    expect(maxDifference(joined.left, whole.left)).toBeLessThan(1e-6);
    expect(maxDifference(joined.right, whole.right)).toBeLessThan(1e-6);
    expect(rms(whole.left)).toBeGreaterThan(0.01);
  });
});

describe('notes', () => {
  it.each([57, 69, 81])(
    'plays flute pitch %i at its fundamental (within 20 cents)',
    async (pitch) => {
      const { left } = await renderInstruments(singleNoteScore(FLUTE, pitch, 0.1, 1.2));
      const hz = fundamentalHz(left, seconds(0.4), seconds(0.9));
      expect(Math.abs(centsFrom(hz, pitch))).toBeLessThan(20);
    },
  );

  it('is silent before the note, starts on its sample and releases after its note-off', async () => {
    const { left, right } = await renderInstruments(singleNoteScore(FLUTE, 69, 0.5, 3));
    expect(peak(left, 0, seconds(0.5))).toBe(0);
    expect(peak(right, 0, seconds(0.5))).toBe(0);
    const onset = firstAbove(left, 1e-6);
    expect(onset).toBeGreaterThanOrEqual(seconds(0.5));
    expect(onset - seconds(0.5)).toBeLessThan(8);
    const sounding = rms(left, seconds(0.7), seconds(1.4));
    expect(sounding).toBeGreaterThan(0.005);
    expect(rms(left, seconds(2.7), seconds(3))).toBeLessThan(sounding * 1e-3);
  });

  it('ends a released voice once faded 60 dB, not 90 dB (RELEASE_END_CB)', async () => {
    // Warm Pad, a long release: it rang until 3.91 s when voices ended at 90 dB.
    const { left } = await renderInstruments(singleNoteScore(89, 60, 0.1, 8));
    let last = left.length - 1;
    while (last > 0 && left[last] === 0) last -= 1;
    expect(last / SAMPLE_RATE).toBeGreaterThan(2.5);
    expect(last / SAMPLE_RATE).toBeLessThan(3.2);
    const sustain = rms(left, seconds(0.35), seconds(0.6));
    const ending = rms(left, last - seconds(0.02), last);
    expect(ending / sustain).toBeLessThan(10 ** (-55 / 20));
    expect(peak(left, last + 1, left.length)).toBe(0);
  });

  it('applies track gain linearly and pan through the channel', async () => {
    const level = async (gain: number, pan: number) => {
      const score = singleNoteScore(FLUTE, 69, 0.05, 0.8);
      score.tracks[0] = { ...score.tracks[0]!, gain, pan };
      const { left, right } = await renderInstruments(score);
      return {
        left: rms(left, seconds(0.3), seconds(0.8)),
        right: rms(right, seconds(0.3), seconds(0.8)),
      };
    };
    const unity = await level(1, 0);
    const quarter = await level(0.25, 0);
    expect(quarter.left / unity.left).toBeCloseTo(0.25, 1);
    const left = await level(1, -1);
    expect(left.right).toBeLessThan(left.left * 0.5);
  });
});

describe('drums', () => {
  it('puts a transient at each kick time', async () => {
    const kicks = [0.25, 0.8, 1.333, 1.9];
    const score = fixtureScore({ durationS: 2.5 });
    const drums = score.tracks.find((t) => t.isDrum)!;
    score.tracks = [
      {
        ...drums,
        notes: kicks.map((start) => ({ start, duration: 0.3, pitch: KICK, velocity: 120 })),
      },
    ];
    const { left } = await renderInstruments(score);
    const threshold = 0.05 * peak(left);
    for (const time of kicks) {
      const at = seconds(time);
      expect(Math.abs(firstAbove(left, threshold, at - seconds(0.04)) - at)).toBeLessThan(
        seconds(0.003),
      );
      expect(rms(left, at, at + seconds(0.05))).toBeGreaterThan(
        4 * rms(left, at - seconds(0.05), at),
      );
    }
  });
});

describe('level and speed', () => {
  it('leaves headroom on a dense arrangement, even with every track pushed', async () => {
    const dense = await renderInstruments(fixtureScore({ durationS: 4, dense: true }));
    const densePeak = Math.max(peak(dense.left), peak(dense.right));
    expect(densePeak).toBeGreaterThan(0.1);
    expect(densePeak).toBeLessThan(0.6);
    const pushed = fixtureScore({ durationS: 4, dense: true });
    for (const t of pushed.tracks) {
      t.gain = 1.5;
      for (const n of t.notes) n.velocity = 127;
    }
    const loud = await renderInstruments(pushed);
    expect(isFinite32(loud.left) && isFinite32(loud.right)).toBe(true);
    expect(Math.max(peak(loud.left), peak(loud.right))).toBeLessThan(1);
  });

  it('renders the first 8 s of a dense arrangement, decoding new samples on first use', async () => {
    const score = fixtureScore({ durationS: 20, dense: true });
    // Programs no other test uses, so their samples are decoded inside the timed call.
    score.tracks = score.tracks.map((t) => ({ ...t, program: t.isDrum ? 0 : t.program + 1 }));
    const renderer = await createInstrumentRenderer(score);
    const chunk = renderer.render(8);
    expect(chunk.left).toHaveLength(seconds(8));
    expect(rms(chunk.left)).toBeGreaterThan(0.01);
  });
});
