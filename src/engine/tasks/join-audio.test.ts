import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, type StereoBuffer } from '../score';
import { crossfadeJoin, largestJump, measureJoin, spliceRange } from './join-audio';

function tone(seconds: number, hz: number, phase: number, amplitude = 0.5): StereoBuffer {
  const left = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < left.length; i += 1) {
    left[i] = amplitude * Math.sin(phase + (2 * Math.PI * hz * i) / SAMPLE_RATE);
  }
  return { left, right: left.slice() };
}

describe('crossfadeJoin', () => {
  const head = tone(1, 220, 0);
  const tail = tone(1, 330, 2, 0.6);
  const at = 22_050 + 17;

  it('joins with no jump larger than the audio itself makes', () => {
    const joined = crossfadeJoin(head, at, tail, 1323);
    const join = measureJoin(joined, at, 1323, 0.2);
    expect(join.jump_at_join).toBeLessThanOrEqual(join.jump_elsewhere);
    expect(join.dc_step).toBeLessThan(0.01);
  });

  it('is measured as a click when cut hard', () => {
    const cut = crossfadeJoin(head, at, tail, 0);
    const join = measureJoin(cut, at, 0, 0.2);
    expect(join.jump_at_join).toBeGreaterThan(2 * join.jump_elsewhere);
  });

  it('keeps the head up to the join and the tail at its place after the fade', () => {
    const joined = crossfadeJoin(head, at, tail, 100);
    expect(joined.left.length).toBe(at + tail.left.length);
    expect(joined.left.subarray(0, at)).toEqual(head.left.subarray(0, at));
    expect(joined.right.subarray(at + 100)).toEqual(tail.right.subarray(100));
  });
});

describe('spliceRange', () => {
  it('changes nothing outside the range and fades inside it', () => {
    const source = tone(1, 220, 0);
    const patch = tone(1, 440, 1);
    const out = spliceRange(source, patch, { start: 10_000, end: 20_000, fade: 441 });
    expect(out.left.subarray(0, 10_000)).toEqual(source.left.subarray(0, 10_000));
    expect(out.left.subarray(20_000)).toEqual(source.left.subarray(20_000));
    expect(out.left.subarray(10_441, 19_559)).toEqual(patch.left.subarray(10_441, 19_559));
    expect(largestJump(out, 9_000, 21_000)).toBeLessThan(1.5 * largestJump(patch, 9_000, 21_000));
  });
});
