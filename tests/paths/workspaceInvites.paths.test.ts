import { describe, expect, it } from 'vitest';
import {
  workspaceInvitesMachine,
  type WorkspaceInvitesEvent,
} from '../../machines/workspace/workspaceInvites.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { anInvite } from './helpers/workspace-fixtures';

const refused = Object.assign(codedError('workspaceOwnerOnly'), {
  detail: 'Only the workspace owner can do this.',
});

const invites = workspaceInvitesMachine.provide({
  actors: fakePromiseActors(['fetchInvites', 'respond']),
});
const invitesSamples: SampleOptions<WorkspaceInvitesEvent> = {
  events: {
    'workspaceInvites.respond': [
      { type: 'workspaceInvites.respond', inviteId: 'invite-1', accept: true },
    ],
  },
  outcomes: {
    fetchInvites: {
      some: { output: { invites: [anInvite()] } },
      offline: { error: codedError('network') },
    },
    respond: { kept: { output: anInvite({ status: 'accepted' }) }, refused: { error: refused } },
  },
};

describe('workspaceInvites paths', () => {
  describePaths(invites, invitesSamples);

  it('puts an answer back in the list when its call fails', async () => {
    const back = await replayPath(
      invites,
      pathOf(invites, invitesSamples, [
        'done: fetchInvites (some)',
        'workspaceInvites.respond',
        'error: respond (refused)',
      ]),
      invitesSamples,
    );
    expect(back.context.invites?.map((invite: { id: string }) => invite.id)).toEqual(['invite-1']);
  });
});
