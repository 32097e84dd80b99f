import { describe } from 'vitest';
import { autoplayMachine, type AutoplayEvent } from '../../machines/player/autoplay.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip } from './helpers/fixtures';
import { aView, quietWatch } from './helpers/player-view';
import type { SampleOptions } from './helpers/sample-events';

const machine = autoplayMachine.provide({
  actors: {
    ...fakePromiseActors(['loadSettings', 'saveEnabled', 'fetchAutoplay']),
    watchPlayer: quietWatch,
  },
  // Sent to the root actor, absent here (the unit tests check what is sent).
  actions: { enqueue: () => {} },
});
const samples: SampleOptions<AutoplayEvent> = {
  events: {
    'playerView.changed': [{ type: 'playerView.changed', view: aView({ index: 2 }) }],
    'autoplay.toggle': [{ type: 'autoplay.toggle' }],
  },
  outcomes: {
    loadSettings: { on: { output: { enabled: true, flagOn: true } } },
    fetchAutoplay: { found: { output: [aClip({ id: 'more' })] }, none: { output: [] } },
  },
};

describe('autoplay paths', () => {
  describePaths(machine, samples);
});
