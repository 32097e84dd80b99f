import type { MusicPlayerPort } from '../actors/musicPlayer.port';
import { createPlayCountsActors } from '../actors/musicPlayer.actors';
import type { PlaylistsPort } from '../actors/ports';
import { describe, expect, it, vi } from 'vitest';
import { aClip, flush } from '../../tests/paths/helpers/fixtures';
import { aView, quietWatch, runUnderRoot } from '../../tests/paths/helpers/player-view';
import { playCountsMachine, sampleFactor } from './playCounts.machine';

function start(draws: number[]) {
  const countClipPlay = vi.fn(async () => ({ play_count: 1 }));
  const countPlay = vi.fn(async () => ({ play_count: 1 }));
  const ports = {
    musicPlayer: { countClipPlay } as unknown as MusicPlayerPort,
    playlists: { countPlay } as unknown as PlaylistsPort,
  };
  const machine = playCountsMachine.provide({
    actors: { ...createPlayCountsActors(ports, () => aView()), watchPlayer: quietWatch },
  });
  const random = vi.fn(() => draws.shift() ?? 0);
  return { ...runUnderRoot(machine, { random }), countClipPlay, countPlay };
}

describe('sampleFactor', () => {
  it('is 1 + floor(play_count / 100) (spec 001 §9)', () => {
    expect([0, 99, 100, 250, 1000].map(sampleFactor)).toEqual([1, 1, 2, 3, 11]);
  });
});

describe('playCounts', () => {
  it('counts a clip once when it starts playing, not on pause and resume', async () => {
    const { show, countClipPlay } = start([0.5, 0.5, 0.5]);
    show(aView({ status: 'loading' }));
    show(aView());
    show(aView({ currentTime: 3 }));
    show(aView({ status: 'paused' }));
    show(aView());
    await flush();
    expect(countClipPlay).toHaveBeenCalledTimes(1);
    expect(countClipPlay).toHaveBeenCalledWith('clip-a', 1, expect.anything());
    show(aView({ index: 1 }));
    await flush();
    expect(countClipPlay).toHaveBeenLastCalledWith('clip-b', 1, expect.anything());
  });

  it('counts a repeated song again after it ended', async () => {
    const { show, countClipPlay } = start([]);
    show(aView());
    show(aView({ status: 'ended' }));
    show(aView());
    await flush();
    expect(countClipPlay).toHaveBeenCalledTimes(2);
  });

  it('sends a well-played clip’s play with probability 1/factor, standing for factor plays', async () => {
    const played = aView({ queue: [aClip({ id: 'hit', play_count: 350 })] });
    // Factor 4: a draw of 0.3 is not under 1/4 (not sent), 0.2 is.
    const { show, countClipPlay } = start([0.3, 0.2]);
    show(played);
    show({ ...played, status: 'ended' });
    show(played);
    await flush();
    expect(countClipPlay).toHaveBeenCalledTimes(1);
    expect(countClipPlay).toHaveBeenCalledWith('hit', 4, expect.anything());
  });

  it('counts a play of the playlist a clip plays from, every time', async () => {
    const { show, countPlay, countClipPlay } = start([0.99]);
    const fromPlaylist = aView({
      queue: [aClip({ id: 'hit', play_count: 500 })],
      context: { type: 'playlist', id: 'pl-1' },
    });
    show(fromPlaylist);
    await flush();
    expect(countClipPlay).not.toHaveBeenCalled();
    expect(countPlay).toHaveBeenCalledWith('pl-1', 'hit', expect.anything());
  });

  it('keeps counting after a call fails', async () => {
    const { show, countClipPlay, subject } = start([]);
    countClipPlay.mockRejectedValueOnce(new Error('offline'));
    show(aView());
    show(aView({ index: 1 }));
    await flush();
    expect(countClipPlay).toHaveBeenCalledTimes(2);
    expect(subject.getSnapshot().status).toBe('active');
  });
});
