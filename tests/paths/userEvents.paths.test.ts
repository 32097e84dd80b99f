import { describe, expect, it } from 'vitest';
import { userEventsMachine } from '../../machines/discover/userEvents.machine';
import { selectShowsFirstSongHint } from '../../machines/discover/userEvents.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = userEventsMachine.provide({ actors: fakePromiseActors(['fetchUserEvents']) });
const samples: SampleOptions = {
  events: { 'userEvents.dismiss': [{ type: 'userEvents.dismiss' }] },
  outcomes: {
    fetchUserEvents: {
      newcomer: { output: { has_created_song: false } },
      creator: { output: { has_created_song: true } },
      offline: { error: codedError('network') },
    },
  },
};

describe('userEvents paths', () => {
  describePaths(machine, samples);

  it('guides a user who never made a song until they dismiss it', async () => {
    const read = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchUserEvents (newcomer)']),
      samples,
    );
    expect(selectShowsFirstSongHint(read)).toBe(true);
    const dismissed = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchUserEvents (newcomer)', 'userEvents.dismiss']),
      samples,
    );
    expect(selectShowsFirstSongHint(dismissed)).toBe(false);
  });

  it('shows no guidance to a creator, nor when the read fails', async () => {
    for (const outcome of ['done: fetchUserEvents (creator)', 'error: fetchUserEvents (offline)']) {
      const snapshot = await replayPath(machine, pathOf(machine, samples, [outcome]), samples);
      expect(selectShowsFirstSongHint(snapshot)).toBe(false);
    }
  });
});
