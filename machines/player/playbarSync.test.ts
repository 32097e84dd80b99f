import { describe, expect, it, vi } from 'vitest';
import type { PlaybarState } from '../../src/contracts/music-player';
import { flush } from '../../tests/paths/helpers/fixtures';
import { aView, quietWatch, runUnderRoot } from '../../tests/paths/helpers/player-view';
import { createPlaybarSyncActors } from '../actors/musicPlayer.actors';
import type { MusicPlayerPort } from '../actors/musicPlayer.port';
import type { StoragePort } from '../actors/ports';
import { playbarStateOf, playbarSyncMachine } from './playbarSync.machine';

const device = { id: 'device-1', type: 'desktop' as const };
const savedState = playbarStateOf(
  aView({ index: 1, currentTime: 42, status: 'paused', context: { type: 'library' } }),
  device,
  0,
)!;

function start(saved: { state: PlaybarState | null; clips: ReturnType<typeof aView>['queue'] }) {
  const port = {
    getPlaybarState: vi.fn(async () => saved),
    savePlaybarState: vi.fn(async (_state: PlaybarState) => {}),
  };
  const storage: StoragePort = { load: vi.fn(async () => 'device-1'), save: vi.fn(async () => {}) };
  const machine = playbarSyncMachine.provide({
    actors: {
      ...createPlaybarSyncActors({ musicPlayer: port as unknown as MusicPlayerPort, storage }, () =>
        aView(),
      ),
      watchPlayer: quietWatch,
    },
  });
  const run = runUnderRoot(machine, { now: () => run.clock.now() });
  return { ...run, port, storage };
}

describe('playbarStateOf', () => {
  it('takes every field of spec 001 §3 from the player and the device', () => {
    expect(savedState).toEqual({
      playbar_state: 'paused',
      song_index: 1,
      song_play_time: 42,
      repeat_state: 'no-repeat',
      action_time: '1970-01-01T00:00:00.000Z',
      song_ids_in_queue: ['clip-a', 'clip-b', 'clip-c'],
      volume: 1,
      device_id: 'device-1',
      device_type: 'desktop',
      context_id: null,
      context_type: 'library',
    });
  });

  it('is nothing for an empty queue, never saved over the last one', () => {
    expect(playbarStateOf(aView({ queue: [], index: -1 }), device, 0)).toBeNull();
  });
});

describe('playbarSync', () => {
  it('puts a saved queue back in the player, paused where it was, and saves nothing for it', async () => {
    const clips = aView().queue;
    const { sent, show, port, clock } = start({ state: savedState, clips });
    await flush();
    await flush();
    expect(sent('player.restore')).toEqual([
      {
        type: 'player.restore',
        clips,
        index: 1,
        seconds: 42,
        repeat: 'no-repeat',
        volume: 1,
        context: { type: 'library' },
      },
    ]);
    show(aView({ index: 1, currentTime: 42, status: 'paused', context: { type: 'library' } }));
    clock.increment(5000);
    await flush();
    expect(port.savePlaybarState).not.toHaveBeenCalled();
  });

  it('saves a change 500 ms after the last one, however the time moves meanwhile', async () => {
    const { show, port, clock } = start({ state: null, clips: [] });
    await flush();
    await flush();
    show(aView({ currentTime: 0 }));
    clock.increment(300);
    show(aView({ currentTime: 0.3 }));
    clock.increment(200);
    await flush();
    expect(port.savePlaybarState).toHaveBeenCalledTimes(1);
    expect(port.savePlaybarState.mock.calls[0]![0]).toMatchObject({
      playbar_state: 'playing',
      song_index: 0,
      song_play_time: 0.3,
      device_id: 'device-1',
    });
    show(aView({ index: 1, currentTime: 0.4 }));
    clock.increment(300);
    show(aView({ index: 2 }));
    clock.increment(300);
    await flush();
    expect(port.savePlaybarState).toHaveBeenCalledTimes(1);
    clock.increment(200);
    await flush();
    expect(port.savePlaybarState).toHaveBeenCalledTimes(2);
    expect(port.savePlaybarState.mock.calls[1]![0]).toMatchObject({ song_index: 2 });
  });

  it('saves the time alone at most once a second', async () => {
    const { show, port, clock } = start({ state: savedState, clips: aView().queue });
    await flush();
    await flush();
    const playing = { index: 1, status: 'paused' as const, context: { type: 'library' as const } };
    show(aView({ ...playing, currentTime: 43 }));
    clock.increment(500);
    show(aView({ ...playing, currentTime: 43.5 }));
    clock.increment(499);
    await flush();
    expect(port.savePlaybarState).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(port.savePlaybarState).toHaveBeenCalledTimes(1);
    expect(port.savePlaybarState.mock.calls[0]![0]).toMatchObject({ song_play_time: 43.5 });
  });

  it('tries a failed save again later', async () => {
    const { show, port, clock, subject } = start({ state: null, clips: [] });
    port.savePlaybarState.mockRejectedValueOnce(new Error('offline'));
    await flush();
    await flush();
    show(aView());
    clock.increment(500);
    await flush();
    expect(subject.getSnapshot().value).toEqual({ following: 'failed' });
    clock.increment(5000);
    clock.increment(500);
    await flush();
    expect(port.savePlaybarState).toHaveBeenCalledTimes(2);
  });

  it('keeps the device id this browser was given before', async () => {
    const { storage } = start({ state: null, clips: [] });
    await flush();
    expect(storage.save).not.toHaveBeenCalled();
  });
});
