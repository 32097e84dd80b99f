import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  workspaceViewMachine,
  type WorkspaceViewEvent,
} from '../../machines/workspace/workspaceView.machine';
import { needsReload } from '../../machines/workspace/workspaceView.lists';
import { DEFAULT_LIBRARY_FILTERS } from '../../src/contracts/library';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aWorkspaceWithClips } from './helpers/workspace-fixtures';

const shared = aWorkspaceWithClips([aClip({ id: 'clip-1' })], { shared: true });
const view = workspaceViewMachine.provide({
  actors: fakePromiseActors(['fetchWorkspace', 'changeClips']),
});
const viewSamples: SampleOptions<WorkspaceViewEvent> = {
  input: {
    workspaceId: 'ws-1',
    userId: 'user-1',
    collab: true,
    filters: DEFAULT_LIBRARY_FILTERS,
    cached: null,
  },
  events: {
    'workspaceView.filters': [
      { type: 'workspaceView.filters', filters: { ...DEFAULT_LIBRARY_FILTERS, query: 'rain' } },
    ],
    'workspaceView.remove': [{ type: 'workspaceView.remove', clipIds: ['clip-1'] }],
    'workspaceView.pin': [{ type: 'workspaceView.pin', clipIds: ['clip-1'], pinned: true }],
    'workspaceView.move': [
      { type: 'workspaceView.move', clipIds: ['clip-1'], targetId: 'ws-2', targetName: 'Two' },
    ],
    'workspaceView.added': [{ type: 'workspaceView.added', clips: [aClip({ id: 'clip-new' })] }],
    'workspaceView.remoteChange': [{ type: 'workspaceView.remoteChange', userId: 'user-2' }],
  },
  outcomes: {
    fetchWorkspace: {
      read: { output: shared },
      more: { output: { ...shared, num_total_results: 5 } },
      trashed: { output: { ...shared, is_trashed: true } },
      gone: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
    changeClips: {
      saved: { output: { success: true } },
      refused: { error: codedError('notFound') },
    },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.shown.clips.length,
      snapshot.context.shown.pinned.length,
      snapshot.context.shown.total,
      snapshot.context.filters.query,
    ]),
};

describe('workspaceView paths', () => {
  describePaths(view, viewSamples);
  const replay = (...labels: string[]) =>
    replayPath(view, pathOf(view, viewSamples, labels), viewSamples);

  it('reports a trashed workspace or a missing one as unavailable (spec 001 §4)', async () => {
    expect((await replay('done: fetchWorkspace (trashed)')).value).toMatchObject({
      list: 'unavailable',
    });
    expect((await replay('error: fetchWorkspace (gone)')).value).toMatchObject({
      list: 'unavailable',
    });
  });

  it('pins at once and rolls back a refused removal', async () => {
    const pinned = await replay('done: fetchWorkspace (read)', 'workspaceView.pin');
    expect(pinned.context.shown.pinned.map((clip: { id: string }) => clip.id)).toEqual(['clip-1']);
    const refused = await replay(
      'done: fetchWorkspace (read)',
      'workspaceView.remove',
      'error: changeClips (refused)',
    );
    expect(refused.context.shown.clips.map((clip: { id: string }) => clip.id)).toEqual(['clip-1']);
  });

  it('ignores a stale answer: a filter change reads again', async () => {
    const actor = createActor(view, { input: viewSamples.input as never }).start();
    actor.send({
      type: 'workspaceView.filters',
      filters: { ...DEFAULT_LIBRARY_FILTERS, query: 'x' },
    });
    await flush();
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.filters.query).toBe('x');
    actor.stop();
  });

  it('reads again once half a page or less is left and more remain', () => {
    const clips = Array.from({ length: 10 }, (_, i) => aClip({ id: `c${i}` }));
    expect(needsReload({ pinned: [], clips, total: 30 })).toBe(true);
    expect(needsReload({ pinned: [], clips, total: 10 })).toBe(false);
    expect(needsReload({ pinned: [], clips: [...clips, ...clips], total: 30 })).toBe(false);
  });
});
