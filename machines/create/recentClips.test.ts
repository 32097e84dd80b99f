import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import { LIBRARY_PAGE_SIZE } from '../../src/contracts/constants';
import type { FeedResponse } from '../../src/contracts/generation';
import { aClip, codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createRecentClipsActors } from '../actors/recentClips.actors';
import { clipMachine } from '../generations/clip.machine';
import { recentClipsMachine } from './recentClips.machine';
import {
  mergeLiveAndStored,
  selectHasMoreRecent,
  selectIsFirstLoad,
  selectRecentClips,
  selectRecentError,
} from './recentClips.selectors';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Clips `from`..`to` (exclusive), newest first: clip n was made n minutes ago. */
const clips = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) =>
    aClip({ id: `c${from + i}`, status: 'complete', created_at: minutesAgo(from + i) }),
  );
const page = (items: Clip[], total: number): FeedResponse => ({
  clips: items,
  num_total_results: total,
  current_page: 1,
});
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

function start() {
  const calls: Array<ReturnType<typeof deferred<FeedResponse>> & { page: number }> = [];
  const getLibraryPage = vi.fn((pageNumber: number) => {
    const call = Object.assign(deferred<FeedResponse>(), { page: pageNumber });
    calls.push(call);
    return call.promise;
  });
  const machine = recentClipsMachine.provide({
    actors: createRecentClipsActors({ getLibraryPage }),
  });
  return { actor: createActor(machine).start(), calls };
}

describe('recentClipsMachine', () => {
  it('reads nothing until the create page opens, then the newest page', async () => {
    const { actor, calls } = start();
    expect(calls).toHaveLength(0);
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'recentClips.open' });
    expect(calls.map((call) => call.page)).toEqual([1]);
    calls[0]!.resolve(page(clips(0, LIBRARY_PAGE_SIZE), 25));
    await flush();
    expect(ids(selectRecentClips(actor.getSnapshot()))).toEqual(ids(clips(0, 20)));
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(false);
    expect(selectHasMoreRecent(actor.getSnapshot())).toBe(true);
  });

  it('loads more after the clips shown, without repeating clips pushed down by new ones', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'recentClips.open' });
    calls[0]!.resolve(page(clips(0, 20), 25));
    await flush();
    actor.send({ type: 'recentClips.more' });
    expect(calls[1]!.page).toBe(2);
    // Two clips were made meanwhile: page 2 now starts with the last two of page 1.
    calls[1]!.resolve(page(clips(18, 25), 27));
    await flush();
    expect(ids(selectRecentClips(actor.getSnapshot()))).toEqual(ids(clips(0, 25)));
    // A short page is the last one: nothing more is offered, and asking does nothing.
    expect(selectHasMoreRecent(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'recentClips.more' });
    expect(calls).toHaveLength(2);
  });

  it('reads the first page again on a revisit, keeping the pages loaded after it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'recentClips.open' });
    calls[0]!.resolve(page(clips(1, 21), 30));
    await flush();
    actor.send({ type: 'recentClips.more' });
    calls[1]!.resolve(page(clips(21, 30), 30));
    await flush();
    actor.send({ type: 'recentClips.open' });
    // Shown while the first page is read again.
    expect(selectRecentClips(actor.getSnapshot())).toHaveLength(29);
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(false);
    calls[2]!.resolve(page(clips(0, 20), 31));
    await flush();
    expect(ids(selectRecentClips(actor.getSnapshot()))).toEqual(ids(clips(0, 30)));
  });

  it('keeps what was read when the next page fails, and retries it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'recentClips.open' });
    calls[0]!.resolve(page(clips(0, 20), 40));
    await flush();
    actor.send({ type: 'recentClips.more' });
    calls[1]!.reject(codedError('network'));
    await flush();
    expect(selectRecentError(actor.getSnapshot())).toBe('network');
    expect(selectRecentClips(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'recentClips.retry' });
    expect(calls[2]!.page).toBe(2);
    calls[2]!.resolve(page(clips(20, 40), 40));
    await flush();
    expect(selectRecentError(actor.getSnapshot())).toBeNull();
    expect(selectRecentClips(actor.getSnapshot())).toHaveLength(40);
    expect(selectHasMoreRecent(actor.getSnapshot())).toBe(false);
  });
});

describe('mergeLiveAndStored', () => {
  const live = (clip: Clip) => createActor(clipMachine, { input: { clip, ageMs: 0 } }).start();

  it('lists tracked and stored clips newest first, a clip in both once and live', () => {
    const [newest, made, older] = clips(0, 3) as [Clip, Clip, Clip];
    const running = live({ ...made, status: 'streaming' });
    const listed = mergeLiveAndStored([live(newest), running], [made, older]);
    expect(ids(listed)).toEqual(['c0', 'c1', 'c2']);
    expect(listed[1]).toEqual({ id: 'c1', ref: running });
    expect(listed[2]).toEqual({ id: 'c2', clip: older });
  });

  it('puts a resumed clip among the stored ones by when it was made', () => {
    const [a, b, c] = clips(0, 3) as [Clip, Clip, Clip];
    expect(ids(mergeLiveAndStored([live(b)], [a, c]))).toEqual(['c0', 'c1', 'c2']);
  });
});
