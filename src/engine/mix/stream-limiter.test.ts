import { describe, expect, it } from 'vitest';
import { concatStereo } from '../audio';
import { limit } from './limiter';
import { createStreamLimiter } from './stream-limiter';
import { syntheticSong } from './test-signals';

const song = syntheticSong(4, 11);
const source = { left: song.instruments.left, right: song.instruments.right };
const settings = { gain: 6, ceiling: 10 ** (-1.6 / 20), lookAhead: 66, release: 0.08 * 44_100 };

describe('createStreamLimiter', () => {
  it('limits a song fed in uneven chunks exactly as the offline limiter does', () => {
    const limiter = createStreamLimiter(settings);
    const cuts = [1, 100, 44_100, 44_150, 90_001, source.left.length];
    const parts = cuts.map((available, k) =>
      limiter.process(source, available, k === cuts.length - 1),
    );
    const streamed = concatStereo(parts);
    const whole = limit(source, settings);
    expect(streamed.left.length).toBe(whole.left.length);
    expect(Buffer.from(streamed.left.buffer).equals(Buffer.from(whole.left.buffer))).toBe(true);
    expect(Buffer.from(streamed.right.buffer).equals(Buffer.from(whole.right.buffer))).toBe(true);
  });

  it('holds back only the look-ahead until the last call', () => {
    const limiter = createStreamLimiter(settings);
    const first = limiter.process(source, 44_100, false);
    expect(first.left.length).toBeGreaterThan(44_100 - 100);
    expect(first.left.length).toBeLessThan(44_100);
    const rest = limiter.process(source, 44_100, true);
    expect(first.left.length + rest.left.length).toBe(44_100);
  });
});
