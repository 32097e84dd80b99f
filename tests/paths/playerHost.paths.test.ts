import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAG_DEFAULTS } from '../../src/contracts/constants';
import { createActor, fromCallback, waitFor, type AnyActorRef } from 'xstate';
import { playerMachine } from '../../machines/player/player.machine';
import { createAppMachine } from '../../machines/app/app.machine';
import { playerHostMachine, type PlayerHostEvent } from '../../machines/player/playerHost.machine';
import { selectCurrentClip, selectStatus } from '../../machines/player/player.selectors';
import { fakePorts } from './helpers/app-ports';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

const player = playerMachine.provide({ actors: { audioOutput: fromCallback(() => {}) } });
const samples: SampleOptions<PlayerHostEvent> = {
  events: {
    'player.pause': [{ type: 'player.pause' }],
    'player.*': [{ type: 'player.toggle' }],
  } as SampleOptions<PlayerHostEvent>['events'],
  // Events kept while loading do not change where the host can go (and would grow forever).
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  outcomes: {
    prefetchPlayer: {
      loaded: { output: undefined },
      offline: { error: new TypeError('Failed to fetch dynamically imported module') },
    },
    loadPlayer: {
      loaded: { output: { logic: player, input: { m4aGate: false } } },
      offline: { error: new TypeError('Failed to fetch dynamically imported module') },
    },
  },
};

describe('playerHost paths', () => {
  describePaths(
    playerHostMachine.provide({ actors: fakePromiseActors(['loadPlayer', 'prefetchPlayer']) }),
    samples,
  );

  it('does not load the player for a pause while nothing plays (the live radio starting)', () => {
    const host = createActor(
      playerHostMachine.provide({ actors: fakePromiseActors(['loadPlayer', 'prefetchPlayer']) }),
    ).start();
    host.send({ type: 'player.pause' });
    expect(host.getSnapshot().matches('idle')).toBe(true);
    host.stop();
  });

  it('starts the player on the first player event sent to the root, signed out too', async () => {
    const app = createActor(createAppMachine(fakePorts(async () => null))).start();
    const clip = aClip({ id: 'a', status: 'complete', audio_url: '/a.mp3' });
    app.send({ type: 'player.playQueue', clips: [clip], index: 0, context: { type: 'song' } });
    app.send({ type: 'player.toggleRepeat' });
    const host = app.system.get('playerHost') as AnyActorRef;
    await waitFor(host, (snapshot) => snapshot.matches('running'));
    const player = app.system.get('player') as AnyActorRef;
    expect(selectStatus(player.getSnapshot())).toBe('loading');
    expect(selectCurrentClip(player.getSnapshot())?.id).toBe('a');
    expect(player.getSnapshot().context.repeat).toBe('repeat');
    app.stop();
  });

  it('starts the player with the server’s m4a flag, off when the flags cannot be read', async () => {
    const gateOf = async (flags: () => Promise<typeof FEATURE_FLAG_DEFAULTS>) => {
      const ports = fakePorts(async () => null);
      ports.musicPlayer.getFeatureFlags = vi.fn(flags);
      const app = createActor(createAppMachine(ports)).start();
      app.send({ type: 'player.toggle' });
      const host = app.system.get('playerHost') as AnyActorRef;
      await waitFor(host, (snapshot) => snapshot.matches('running'));
      const gate = (app.system.get('player') as AnyActorRef).getSnapshot().context.m4aGate;
      app.stop();
      return gate;
    };
    expect(await gateOf(async () => ({ ...FEATURE_FLAG_DEFAULTS, 'enable-m4a-audio': true }))).toBe(
      true,
    );
    expect(await gateOf(async () => FEATURE_FLAG_DEFAULTS)).toBe(false);
    expect(await gateOf(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
