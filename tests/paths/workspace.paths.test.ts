import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { workspaceMachine, type WorkspaceEvent } from '../../machines/workspace/workspace.machine';
import { workspaceViewMachine } from '../../machines/workspace/workspaceView.machine';
import { DEFAULT_LIBRARY_FILTERS } from '../../src/contracts/library';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aWorkspaceWithClips } from './helpers/workspace-fixtures';

const shared = aWorkspaceWithClips([aClip({ id: 'clip-1' })], { shared: true });
const stateOnly = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.selectedId, snapshot.context.url?.mode]);

const selection = workspaceMachine.provide({
  actors: {
    ...fakePromiseActors(['restore', 'saveSelection']),
    listen: fromCallback(() => {}),
    view: workspaceViewMachine.provide({
      actors: fakePromiseActors(['fetchWorkspace', 'changeClips']),
    }),
  },
});
const selectionSamples: SampleOptions<WorkspaceEvent> = {
  input: { userId: 'user-1' },
  events: {
    'workspace.urlChanged': [
      { type: 'workspace.urlChanged', wid: 'ws-url' },
      { type: 'workspace.urlChanged', wid: null },
    ],
    'workspace.choose': [{ type: 'workspace.choose', id: 'ws-1' }],
    'workspace.sync': [{ type: 'workspace.sync', id: 'default' }],
    'workspace.loaded': [{ type: 'workspace.loaded', workspace: shared }],
    'workspace.kicked': [{ type: 'workspace.kicked', userId: 'user-1' }],
    'workspace.changed': [{ type: 'workspace.changed', id: 'ws-1', gone: true }],
    'workspace.dropCache': [{ type: 'workspace.dropCache', ids: ['ws-1'] }],
    'workspace.filters': [
      { type: 'workspace.filters', filters: { ...DEFAULT_LIBRARY_FILTERS, query: 'rain' } },
    ],
    'workspace.clipsMade': [{ type: 'workspace.clipsMade', clips: [aClip({ id: 'clip-new' })] }],
    'workspace.filed': [
      {
        type: 'workspace.filed',
        request: {
          clipIds: ['clip-1'],
          sourceId: 'default',
          targetId: 'ws-1',
          targetName: 'One',
          announce: null,
          clips: [],
        },
      },
    ],
    'workspace.remoteChange': [{ type: 'workspace.remoteChange', userId: 'user-2' }],
    'workspace.select': [{ type: 'workspace.select', id: 'ws-1', url: null }],
  },
  outcomes: {
    restore: {
      stored: { output: { stored: { id: 'ws-stored', hasSet: true }, collab: true } },
      unset: { output: { stored: { id: 'ws-stored', hasSet: false }, collab: false } },
      offline: { error: codedError('network') },
    },
  },
  serialize: stateOnly,
};

describe('workspace (selection) paths', () => {
  describePaths(selection, selectionSamples);
  const replay = (...labels: string[]) =>
    replayPath(selection, pathOf(selection, selectionSamples, labels), selectionSamples);

  it("takes the URL's wid at start over the stored choice", async () => {
    const started = await replay('workspace.urlChanged #1', 'done: restore (stored)');
    expect(started.context).toMatchObject({ selectedId: 'ws-url', url: null, hasSet: true });
  });

  it('restores the stored choice (has-set) and syncs it into a /create URL without wid', async () => {
    const started = await replay('workspace.urlChanged #2', 'done: restore (stored)');
    expect(started.context.selectedId).toBe('ws-stored');
    expect(started.context.url).toMatchObject({ wid: 'ws-stored', mode: 'replace' });
    const unset = await replay('done: restore (unset)');
    expect(unset.context.selectedId).toBe('default');
  });

  it('keeps a workspace chosen while the stored choice and flags are still being read', async () => {
    const early = await replay('workspace.choose', 'done: restore (stored)');
    expect(early.context).toMatchObject({ selectedId: 'ws-1', hasSet: true });
    expect(early.context.url).toMatchObject({ wid: 'ws-1', mode: 'push' });
    const offline = await replay('workspace.choose', 'error: restore (offline)');
    expect(offline.context.selectedId).toBe('ws-1');
  });

  it('pushes a choice and replaces on a silent sync', async () => {
    const chosen = await replay('done: restore (unset)', 'workspace.choose');
    expect(chosen.context.url).toMatchObject({ wid: 'ws-1', mode: 'push', seq: 1 });
    const actor = createActor(
      selection.provide({
        actors: { restore: fromPromise(async () => ({ stored: null, collab: false })) as never },
      }),
      { input: { userId: 'user-1' } },
    ).start();
    await flush();
    actor.send({ type: 'workspace.choose', id: 'ws-1' });
    actor.send({ type: 'workspace.sync', id: 'default' });
    expect(actor.getSnapshot().context.url).toMatchObject({ wid: null, mode: 'replace', seq: 2 });
    // A /create URL without wid while one is selected is synced in without a history entry.
    actor.send({ type: 'workspace.choose', id: 'ws-1' });
    actor.send({ type: 'workspace.urlChanged', wid: null });
    expect(actor.getSnapshot().context.url).toMatchObject({ wid: 'ws-1', mode: 'replace' });
    actor.stop();
  });

  it('listens on a shared workspace with the flag on; a kicked member leaves it', async () => {
    const live = await replay('done: restore (stored)', 'workspace.loaded');
    expect(live.context.selectedId).toBe('ws-stored');
    const actor = createActor(selection, { input: { userId: 'user-1' } }).start();
    actor.send({ type: 'workspace.choose', id: 'ws-1' });
    expect(actor.getSnapshot().context.selectedId).toBe('default');
  });
});
