import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { fakePromiseActors } from './helpers/fake-actors';
import { getPathsToReplay, pathOf, replayPath, statesOf, statesReachedBy } from './helpers/replay';

const poller = setup({
  actors: { check: fromPromise<boolean>(async () => true) },
  delays: { pollInterval: 2500 },
  guards: { isReady: (_, ready: boolean) => ready },
}).createMachine({
  id: 'poller',
  initial: 'waiting',
  states: {
    waiting: { after: { pollInterval: 'checking', 60_000: 'gaveUp' } },
    checking: {
      invoke: {
        src: 'check',
        onDone: [
          { guard: { type: 'isReady', params: ({ event }) => event.output }, target: 'ready' },
          { target: 'waiting' },
        ],
      },
    },
    ready: { type: 'final' },
    gaveUp: {},
  },
});
const faked = poller.provide({ actors: fakePromiseActors(['check']) });
const samples = { outcomes: { check: { ready: { output: true }, notYet: { output: false } } } };

describe('replayPath', () => {
  it('advances the simulated clock by named delays and settles fake actors', async () => {
    const path = pathOf(faked, samples, ['after pollInterval', 'done: check (ready)']);
    expect((await replayPath(faked, path)).value).toBe('ready');
  });

  it('fails when the actor does not follow the model', async () => {
    // The real check resolves ready on its own while the model still waits in `checking`.
    const path = pathOf(poller, samples, ['after pollInterval', 'done: check (notYet)']);
    await expect(replayPath(poller, path)).rejects.toThrow(/step 1 .*actor done/);
  });

  it('fails when a longer delay is overtaken by a shorter one', async () => {
    const path = pathOf(faked, samples, ['after 60000']);
    await expect(replayPath(faked, path)).rejects.toThrow(/step 1 \[after 60000\]/);
  });

  it('names paths by their states and events', () => {
    const names = getPathsToReplay(faked, samples).map((path) => path.name);
    expect(names).toContain(
      'waiting → [after pollInterval] → checking → [done: check (ready)] → ready',
    );
  });

  it('refuses a step the state does not handle', () => {
    expect(() => pathOf(faked, samples, ['done: check (ready)'])).toThrow(/not handled in waiting/);
  });

  it('reports the states no sample reaches', () => {
    const neverReady = { outcomes: { check: { notYet: { output: false } } } };
    const paths = getPathsToReplay(faked, neverReady);
    expect(statesOf(faked)).toEqual(['checking', 'gaveUp', 'ready', 'waiting']);
    expect(statesReachedBy(faked, paths)).toEqual(['checking', 'gaveUp', 'waiting']);
  });
});
