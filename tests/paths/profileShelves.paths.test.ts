import { describe, expect, it } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import {
  profileShelvesMachine,
  type ProfileShelvesEvent,
} from '../../machines/profile/profileShelves.machine';
import { selectShelvesStatus } from '../../machines/profile/profileShelves.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = profileShelvesMachine.provide({ actors: fakePromiseActors(['fetchShelves']) });
const shelves = { pinned: [aClip({ id: 'p' })], top: [aClip({ id: 't' })], remixCount: 3 };
const repinned = { ...shelves, pinned: [aClip({ id: 'q' }), aClip({ id: 'p' })] };

const samples: SampleOptions<ProfileShelvesEvent> = {
  input: { handle: 'ada' },
  outcomes: {
    fetchShelves: {
      read: { output: shelves },
      repinned: { output: repinned },
      offline: { error: codedError('network') },
    },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('profileShelves paths', () => {
  describePaths(machine, samples);

  it('shows the shelves, tells a failed read, and retries it', async () => {
    const ready = await replay('done: fetchShelves (read)');
    expect(selectShelvesStatus(ready)).toBe('ready');
    expect(ready.context).toMatchObject({ remixCount: 3, error: null });
    const failed = await replay('error: fetchShelves (offline)');
    expect(selectShelvesStatus(failed)).toBe('failed');
    expect(
      selectShelvesStatus(await replay('error: fetchShelves (offline)', 'profileShelves.retry')),
    ).toBe('loading');
  });

  it('keeps the shelves on screen while a pin change reads them again, and after a failure', async () => {
    const refreshing = await replay('done: fetchShelves (read)', 'profileShelves.refresh');
    expect(selectShelvesStatus(refreshing)).toBe('ready');
    expect(refreshing.context.pinned.map((clip: Clip) => clip.id)).toEqual(['p']);
    const repinnedState = await replay(
      'done: fetchShelves (read)',
      'profileShelves.refresh',
      'done: fetchShelves (repinned)',
    );
    expect(repinnedState.context.pinned.map((clip: Clip) => clip.id)).toEqual(['q', 'p']);
    const kept = await replay(
      'done: fetchShelves (read)',
      'profileShelves.refresh',
      'error: fetchShelves (offline)',
    );
    expect(kept.value).toBe('ready');
    expect(kept.context.pinned.map((clip: Clip) => clip.id)).toEqual(['p']);
  });
});
