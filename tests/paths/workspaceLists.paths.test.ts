import { describe, expect, it } from 'vitest';
import {
  workspaceListsMachine,
  type WorkspaceListsEvent,
} from '../../machines/workspace/workspaceLists.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { anOwner, aWorkspace } from './helpers/workspace-fixtures';

const page = { projects: [aWorkspace()], num_total_results: 1, current_page: 1 };
const refused = Object.assign(codedError('workspaceOwnerOnly'), {
  detail: 'Only the workspace owner can do this.',
});

const lists = workspaceListsMachine.provide({
  actors: fakePromiseActors(['fetchList', 'saveChange']),
});
const listsSamples: SampleOptions<WorkspaceListsEvent> = {
  input: { owner: anOwner },
  events: {
    'workspaceLists.open': [{ type: 'workspaceLists.open', view: 'active' }],
    'workspaceLists.page': [{ type: 'workspaceLists.page', page: 2 }],
    'workspaceLists.query': [{ type: 'workspaceLists.query', text: 'sum' }],
    'workspaceLists.sort': [{ type: 'workspaceLists.sort', sort: 'oldest' }],
    'workspaceLists.create': [{ type: 'workspaceLists.create', name: 'New', choose: true }],
    'workspaceLists.rename': [{ type: 'workspaceLists.rename', id: 'ws-1', name: 'Renamed' }],
    'workspaceLists.trash': [{ type: 'workspaceLists.trash', id: 'ws-1' }],
    'workspaceLists.restore': [{ type: 'workspaceLists.restore', id: 'ws-1' }],
  },
  outcomes: {
    fetchList: { page: { output: page }, offline: { error: codedError('network') } },
    saveChange: {
      saved: { output: aWorkspace({ id: 'ws-9', name: 'New' }) },
      refused: { error: refused },
    },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.view,
      snapshot.context.page,
      snapshot.context.sort,
      snapshot.context.text,
      Math.min(3, snapshot.context.lists.active?.projects.length ?? -1),
      Math.min(3, snapshot.context.lists.trashed?.projects.length ?? -1),
    ]),
};

describe('workspaceLists paths', () => {
  describePaths(lists, listsSamples);
  const replay = (...labels: string[]) =>
    replayPath(lists, pathOf(lists, listsSamples, labels), listsSamples);

  it('trashes at once into the trashed list, and rolls back a refused call', async () => {
    const trashing = await replay(
      'workspaceLists.open',
      'done: fetchList (page)',
      'workspaceLists.trash',
    );
    expect(trashing.context.lists.active?.projects).toEqual([]);
    const back = await replay(
      'workspaceLists.open',
      'done: fetchList (page)',
      'workspaceLists.trash',
      'error: saveChange (refused)',
    );
    expect(back.context.lists.active?.projects.map((item: { id: string }) => item.id)).toEqual([
      'ws-1',
    ]);
  });

  it('shows a new workspace first, then with the id the server gave it', async () => {
    const made = await replay(
      'workspaceLists.open',
      'done: fetchList (page)',
      'workspaceLists.create',
      'done: saveChange (saved)',
    );
    expect(made.context.lists.active?.projects.map((item: { id: string }) => item.id)).toEqual([
      'ws-9',
      'ws-1',
    ]);
  });
});
