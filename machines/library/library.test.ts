import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FeedResponse } from '../../src/contracts/generation';
import type { LibraryFilters, LibraryView } from '../../src/contracts/library';
import { aClip, codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createLibraryActors } from '../actors/library.actors';
import { libraryMachine } from './library.machine';
import { reinsertClips, removeClips } from './libraryList';

const page = (...ids: string[]): FeedResponse => ({
  clips: ids.map((id) => aClip({ id })),
  num_total_results: ids.length,
  current_page: 1,
});
const idsOf = (clips: { id: string }[]) => clips.map((clip) => clip.id);

function start() {
  const calls: Array<
    ReturnType<typeof deferred<FeedResponse>> & { view: LibraryView; filters: LibraryFilters }
  > = [];
  const port = {
    getPage: vi.fn((view: LibraryView, filters: LibraryFilters) => {
      const call = Object.assign(deferred<FeedResponse>(), { view, filters });
      calls.push(call);
      return call.promise;
    }),
    setTrashed: vi.fn(async () => ({})),
    deleteClips: vi.fn(async () => ({})),
  };
  const actor = createActor(libraryMachine.provide({ actors: createLibraryActors(port) })).start();
  return { actor, calls, port };
}

describe('library machine', () => {
  it('keeps a stale page out when the filters changed while it was loading', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'library.filter', filter: 'liked', value: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.filters.tri.liked).toBe(true);
    calls[1]!.resolve(page('liked'));
    await flush();
    // The first read answers last: it was stopped, so its clips never show.
    calls[0]!.resolve(page('stale-1', 'stale-2'));
    await flush();
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['liked']);
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', change: 'idle' });
  });

  it('reads the trash view with the defaults, and starts from page 1 on a new search', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve(page('a'));
    await flush();
    actor.send({ type: 'library.page', page: 2 });
    actor.send({ type: 'library.search', query: 'rain' });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'library.view', view: 'trash' });
    expect(calls.at(-1)).toMatchObject({ view: 'trash' });
    expect(calls.at(-1)!.filters).toMatchObject({ query: 'rain', hideDisliked: true });
  });

  it("shows no other view's clips while a view is read: they would take its actions", async () => {
    const { actor, calls } = start();
    calls[0]!.resolve(page('kept-1', 'kept-2'));
    await flush();
    actor.send({ type: 'library.filter', filter: 'liked', value: true });
    // The same view: its clips stay while the filtered page is read.
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['kept-1', 'kept-2']);
    actor.send({ type: 'library.view', view: 'trash' });
    expect(actor.getSnapshot().context).toMatchObject({ clips: [], total: 0 });
    calls.at(-1)!.resolve(page('t1'));
    await flush();
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['t1']);
  });

  it('restores from the trash view and says "Clip could not be deleted" when deleting fails', async () => {
    const { actor, calls, port } = start();
    actor.send({ type: 'library.view', view: 'trash' });
    calls[1]!.resolve(page('t1', 't2', 't3'));
    await flush();
    actor.send({ type: 'library.restore', ids: ['t2'] });
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['t1', 't3']);
    await flush();
    expect(port.setTrashed).toHaveBeenCalledWith(['t2'], false);
    port.deleteClips.mockRejectedValueOnce(codedError('network'));
    actor.send({ type: 'library.deleteAsk', ids: ['t3'] });
    actor.send({ type: 'library.deleteConfirm' });
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['t1']);
    await flush();
    expect(idsOf(actor.getSnapshot().context.clips)).toEqual(['t1', 't3']);
    expect(actor.getSnapshot().context.changeError).toBe('clipDeleteFailed');
  });
});

describe('removing and putting back clips', () => {
  it('reads the list again after a delete, so a read that ran during it cannot keep the clip', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'library.view', view: 'trash' });
    calls[1]!.resolve(page('gone'));
    await flush();
    actor.send({ type: 'library.deleteAsk', ids: ['gone'] });
    actor.send({ type: 'library.deleteConfirm' });
    expect(actor.getSnapshot().context.clips).toEqual([]);
    await flush();
    await flush();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.view).toBe('trash');
    calls[2]!.resolve(page());
    await flush();
    expect(actor.getSnapshot().context.clips).toEqual([]);
  });

  it('keeps "undo" after the list is read again following a trash', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve(page('a', 'b'));
    await flush();
    actor.send({ type: 'library.trash', ids: ['a'] });
    await flush();
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(page('b'));
    await flush();
    expect(idsOf(actor.getSnapshot().context.undo.map((removed) => removed.clip))).toEqual(['a']);
  });

  it('puts clips back at the indexes they were taken from', () => {
    const clips = ['a', 'b', 'c', 'd', 'e'].map((id) => aClip({ id }));
    const { clips: left, removed } = removeClips(clips, ['e', 'b', 'd']);
    expect(idsOf(left)).toEqual(['a', 'c']);
    expect(idsOf(reinsertClips(left, removed))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(idsOf(reinsertClips(clips, removed))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
