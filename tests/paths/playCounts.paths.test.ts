import { describe } from 'vitest';
import { playCountsMachine } from '../../machines/player/playCounts.machine';
import type { PlayerViewChanged } from '../../machines/player/player.view';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aView, quietWatch } from './helpers/player-view';
import type { SampleOptions } from './helpers/sample-events';

const machine = playCountsMachine.provide({
  actors: { ...fakePromiseActors(['countClipPlay', 'countPlaylistPlay']), watchPlayer: quietWatch },
});
const samples: SampleOptions<PlayerViewChanged> = {
  events: { 'playerView.changed': [{ type: 'playerView.changed', view: aView() }] },
  input: { random: () => 0 },
};

describe('playCounts paths', () => {
  describePaths(machine, samples);
});
