import { describe, expect, it } from 'vitest';
import { planSong } from '../pipeline/plan';
import { renderSong, type SongOutputs } from '../pipeline/render';
import { SAMPLE_RATE } from '../score';
import { createDcBlocker } from './dynamics';
import { createMixer } from './mixer';

const mean = (x: Float32Array) => x.reduce((sum, v) => sum + v, 0) / x.length;

const LYRICS = `[Verse]
Walking down the river in the rain
Every little light will call my name`;

async function master(tags: string) {
  const plan = planSong({ tags, lyrics: LYRICS, seed: 1, maxDurationS: 8 });
  const song = renderSong(plan.score, plan.model, { stems: false });
  let step = await song.next();
  while (!step.done) step = await song.next();
  return (step.value as SongOutputs<null>).master;
}

describe('DC offset', () => {
  it('the DC blocker removes a constant and keeps a bass note', () => {
    const block = createDcBlocker();
    const n = SAMPLE_RATE;
    const offset = new Float32Array(n).fill(0.03);
    block(offset);
    expect(Math.abs(mean(offset.subarray(n / 2)))).toBeLessThan(1e-6);
    const bass = Float32Array.from({ length: n }, (_, i) =>
      Math.sin((2 * Math.PI * 41 * i) / SAMPLE_RATE),
    );
    const peakBefore = Math.max(...bass.subarray(n / 2));
    createDcBlocker()(bass);
    expect(Math.max(...bass.subarray(n / 2)) / peakBefore).toBeGreaterThan(0.9);
  });

  it('the mixer takes the DC out of the instrumental bus', () => {
    const n = SAMPLE_RATE;
    const left = Float32Array.from({ length: n }, (_, i) => 0.04 + 0.1 * Math.sin(i / 20));
    const out = createMixer({ reverbAmount: 0.3 }).process({
      instruments: { left, right: left.slice() },
      vocals: null,
      backing: null,
    });
    expect(Math.abs(mean(out.mix.left.subarray(n / 4)))).toBeLessThan(1e-3);
  });

  // The saw-lead genres carried 0.01-0.03 on the left channel before the DC blocker.
  it.each(['trap', 'house', 'k-pop', 'dance pop', 'lo-fi'])(
    'no master of %s carries a DC offset over 0.001',
    async (tags) => {
      const { left, right } = await master(tags);
      expect(Math.abs(mean(left))).toBeLessThan(0.001);
      expect(Math.abs(mean(right))).toBeLessThan(0.001);
    },
    60_000,
  );
});
