import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAG_DEFAULTS } from '../../src/contracts/constants';
import { aClip, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { aView, quietWatch, runUnderRoot } from '../../tests/paths/helpers/player-view';
import { createAutoplayActors } from '../actors/musicPlayer.actors';
import type { MusicPlayerPort } from '../actors/musicPlayer.port';
import type { StoragePort } from '../actors/ports';
import { autoplayMachine, autoplayRequest } from './autoplay.machine';
import { selectAutoplayEnabled } from './autoplay.selectors';

const more = [aClip({ id: 'more-1' }), aClip({ id: 'more-2' })];

function start(options: { flag?: boolean; stored?: unknown } = {}) {
  const autoplay = vi.fn(async () => more);
  const flags = { ...FEATURE_FLAG_DEFAULTS, 'queue-auto-refresh': options.flag ?? true };
  const storage: StoragePort = {
    load: vi.fn(async () => options.stored ?? null),
    save: vi.fn(async () => {}),
  };
  const musicPlayer = {
    autoplay,
    getFeatureFlags: async () => flags,
  } as unknown as MusicPlayerPort;
  const machine = autoplayMachine.provide({
    actors: {
      ...createAutoplayActors({ musicPlayer, storage }, () => aView()),
      watchPlayer: quietWatch,
    },
  });
  return { ...runUnderRoot(machine), autoplay, storage };
}

const longQueue = aView({
  queue: ['a', 'b', 'c', 'd', 'e'].map((id) => aClip({ id })),
  index: 0,
});

describe('autoplayRequest', () => {
  it('seeds with the current clip and sends the last 50 of the queue, 30 a page', () => {
    const queue = Array.from({ length: 60 }, (_, i) => aClip({ id: `c${i}` }));
    const request = autoplayRequest(aView({ queue, index: 58 }));
    expect(request).toMatchObject({ clip_id: 'c58', page_size: 30 });
    expect(request.clips_in_queue).toHaveLength(50);
    expect(request.clips_in_queue?.[0]).toBe('c10');
  });

  it('seeds with the playlist of a playlist queue, the term of a search', () => {
    expect(autoplayRequest(aView({ context: { type: 'playlist', id: 'pl' } }))).toMatchObject({
      playlist_id: 'pl',
    });
    expect(autoplayRequest(aView({ context: { type: 'search', id: 'lofi' } }))).toMatchObject({
      query: 'lofi',
    });
  });
});

describe('autoplay', () => {
  it('adds clips once 2 or fewer remain after the current one, once per queue', async () => {
    const { show, autoplay, sent } = start();
    await flush();
    show(longQueue);
    show({ ...longQueue, index: 1 });
    await flush();
    expect(autoplay).not.toHaveBeenCalled();
    show({ ...longQueue, index: 2 });
    show({ ...longQueue, index: 2, currentTime: 5 });
    await flush();
    expect(autoplay).toHaveBeenCalledTimes(1);
    expect(sent('player.enqueue')).toEqual([{ type: 'player.enqueue', clips: more }]);
    show({ ...longQueue, index: 3 });
    await flush();
    expect(autoplay).toHaveBeenCalledTimes(1);
  });

  it('asks one request at a time', async () => {
    const { show, autoplay, subject } = start();
    const answer = deferred<typeof more>();
    autoplay.mockImplementationOnce(() => answer.promise);
    await flush();
    show(aView({ index: 2 }));
    show(aView({ index: 2, queue: [...aView().queue, aClip({ id: 'x' })] }));
    await flush();
    expect(subject.getSnapshot().value).toBe('fetching');
    expect(autoplay).toHaveBeenCalledTimes(1);
    answer.resolve(more);
    await flush();
    expect(autoplay).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the server’s queue-auto-refresh flag is off', async () => {
    const { show, autoplay } = start({ flag: false });
    await flush();
    show(aView({ index: 2 }));
    await flush();
    expect(autoplay).not.toHaveBeenCalled();
  });

  it('keeps the user’s switch: off, nothing is asked until it is on again', async () => {
    const { show, autoplay, subject, storage } = start({ stored: false });
    await flush();
    show(aView({ index: 2 }));
    await flush();
    expect(autoplay).not.toHaveBeenCalled();
    expect(selectAutoplayEnabled(subject.getSnapshot())).toBe(false);
    subject.send({ type: 'autoplay.toggle' });
    await flush();
    expect(selectAutoplayEnabled(subject.getSnapshot())).toBe(true);
    expect(storage.save).toHaveBeenCalledWith('openchirp.autoplay', true);
    expect(autoplay).toHaveBeenCalledTimes(1);
  });

  it('enqueues nothing when the server has no more, and survives a failure', async () => {
    const { show, autoplay, sent, subject } = start();
    autoplay.mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    await flush();
    show(aView({ index: 2 }));
    await flush();
    show(aView({ index: 1, queue: aView().queue.slice(0, 2) }));
    await flush();
    expect(autoplay).toHaveBeenCalledTimes(2);
    expect(sent('player.enqueue')).toEqual([]);
    expect(subject.getSnapshot().value).toBe('ready');
  });
});
