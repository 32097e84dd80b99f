import { describe } from 'vitest';
import { playbarStateOf, playbarSyncMachine } from '../../machines/player/playbarSync.machine';
import type { PlayerViewChanged } from '../../machines/player/player.view';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aView, quietWatch } from './helpers/player-view';
import type { SampleOptions } from './helpers/sample-events';

const device = { id: 'device-1', type: 'desktop' as const };
const machine = playbarSyncMachine.provide({
  actors: {
    ...fakePromiseActors(['loadDevice', 'loadPlaybar', 'savePlaybar']),
    watchPlayer: quietWatch,
  },
  // Sent to the root actor, absent here (the unit tests check what is sent).
  actions: { restore: () => {} },
});
const samples: SampleOptions<PlayerViewChanged> = {
  events: {
    'playerView.changed': [
      { type: 'playerView.changed', view: aView() },
      { type: 'playerView.changed', view: aView({ currentTime: 7 }) },
    ],
  },
  outcomes: {
    loadDevice: { device: { output: device }, failed: { error: new Error('no storage') } },
    loadPlaybar: {
      saved: { output: { state: playbarStateOf(aView(), device, 0), clips: aView().queue } },
      none: { output: { state: null, clips: [] } },
    },
  },
  input: { now: () => 0 },
};

describe('playbarSync paths', () => {
  describePaths(machine, samples);
});
