import { describe, expect, it } from 'vitest';
import {
  workspaceMembersMachine,
  type WorkspaceMembersEvent,
} from '../../machines/workspace/workspaceMembers.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aMember, anOwner } from './helpers/workspace-fixtures';

const refused = Object.assign(codedError('workspaceOwnerOnly'), {
  detail: 'Only the workspace owner can do this.',
});

const members = workspaceMembersMachine.provide({
  actors: fakePromiseActors(['fetchMembers', 'findCandidates', 'act']),
});
const membersSamples: SampleOptions<WorkspaceMembersEvent> = {
  input: { workspaceId: 'ws-1' },
  events: {
    'workspaceMembers.search': [
      { type: 'workspaceMembers.search', text: 'be' },
      { type: 'workspaceMembers.search', text: ' ' },
    ],
    'workspaceMembers.invite': [{ type: 'workspaceMembers.invite', user: aMember }],
    'workspaceMembers.remove': [{ type: 'workspaceMembers.remove', userId: aMember.id }],
  },
  outcomes: {
    fetchMembers: {
      read: { output: { owner: anOwner, collaborators: [aMember], pending: [] } },
      offline: { error: codedError('network') },
    },
    findCandidates: {
      found: { output: { users: [aMember] } },
      offline: { error: codedError('network') },
    },
    act: { done: { output: { success: true } }, refused: { error: refused } },
  },
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.text, snapshot.context.candidates.length]),
};

describe('workspaceMembers paths', () => {
  describePaths(members, membersSamples);

  it('finds users after a pause in the typing', async () => {
    const found = await replayPath(
      members,
      pathOf(members, membersSamples, [
        'workspaceMembers.search #1',
        'after searchPause',
        'done: findCandidates (found)',
      ]),
      membersSamples,
    );
    expect(found.context.candidates).toEqual([aMember]);
  });
});
