import { describe, expect, it } from 'vitest';
import { freshPass } from './fresh-pass';

/** A pass whose end the test decides, recording what each pass saw when it started. */
function controlledPasses(state: { value: number }) {
  const seen: number[] = [];
  const ends: Array<() => void> = [];
  const pass = () =>
    new Promise<void>((resolve) => {
      seen.push(state.value);
      ends.push(resolve);
    });
  return { seen, ends, pass };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('freshPass', () => {
  it('gives a caller during a pass the next pass, which sees what changed since', async () => {
    const state = { value: 1 };
    const { seen, ends, pass } = controlledPasses(state);
    const passes = freshPass(pass);
    const first = passes.run();
    await tick();
    state.value = 2; // a song completes while the first pass runs
    let secondDone = false;
    const second = passes.run().then(() => (secondDone = true));
    const third = passes.run();
    ends[0]!();
    await first;
    await tick();
    expect(secondDone).toBe(false);
    expect(seen).toEqual([1, 2]);
    ends[1]!();
    await Promise.all([second, third]);
    expect(seen).toEqual([1, 2]); // the two later callers shared one pass
  });

  it('runs the next pass after a failed one, and settles', async () => {
    let calls = 0;
    const passes = freshPass(async () => {
      calls += 1;
      if (calls === 1) throw new Error('read failed');
    });
    await expect(passes.run()).rejects.toThrow('read failed');
    await expect(passes.run()).resolves.toBeUndefined();
    await passes.settled();
    expect(calls).toBe(2);
  });
});
