import type { AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import { getPathsToReplay, replayPath, statesOf, statesReachedBy, type ReplayPath } from './replay';
import type { SampleOptions } from './sample-events';

/**
 * Registers one test per shortest path of the machine, each replayed on a real actor
 * (see `replayPath`), and one test that those paths reach every state, so a state no
 * sample event reaches fails the suite. Call it inside `describe`.
 *
 * @param machine the machine with every effect actor provided as a `fakePromise()`.
 * @returns the paths, for extra assertions.
 */
export function describePaths(machine: AnyStateMachine, options: SampleOptions = {}): ReplayPath[] {
  const paths = getPathsToReplay(machine, options);
  for (const path of paths) {
    it(path.name, async () => {
      await replayPath(machine, path, options);
    });
  }
  it('reaches every state', () => {
    expect(statesReachedBy(machine, paths)).toEqual(statesOf(machine));
  });
  return paths;
}
