import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { WORKSPACE_SELECTION_KEY } from '../../src/contracts/constants';
import { libraryQuery, type LibraryFilters } from '../../src/contracts/library';
import {
  KICK_USER_MESSAGE,
  workspaceChannel,
  WORKSPACE_CHANGE_MESSAGE,
  type Workspace,
  type WorkspaceInviteList,
  type WorkspaceListQuery,
} from '../../src/contracts/workspace';
import { readStoredSelection, type StoredSelection } from '../workspace/workspace.selection';
import type { FilingCall } from '../workspace/workspaceFiling.machine';
import type { ListChange } from '../workspace/workspaceLists.lists';
import type { MemberAction } from '../workspace/workspaceMembers.machine';
import type { ChangeCall } from '../workspace/workspaceView.lists';
import { workspaceViewMachine } from '../workspace/workspaceView.machine';
import type { MusicPlayerPort } from './musicPlayer.port';
import type { RealtimePort, StoragePort } from './ports';
import type { WorkspacesPort } from './workspaces.port';

type Deps = {
  workspaces: WorkspacesPort;
  storage: StoragePort;
  musicPlayer: MusicPlayerPort;
  realtime?: RealtimePort;
};

/** Changes the clips, then tells the other members (a failed message costs them only a reload). */
async function changeThenAnnounce(port: WorkspacesPort, call: ChangeCall, signal: AbortSignal) {
  const answer = await port.updateClips(call.id, call.change, signal);
  const target = call.change.type === 'move' ? call.change.targetId : call.id;
  if (call.announce) await port.announce(target, call.announce, signal).catch(() => undefined);
  return answer;
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** The selection's effects, with the selected workspace's view built from the same port. */
export function createWorkspaceActors({ workspaces, storage, musicPlayer, realtime }: Deps) {
  return {
    restore: fromPromise<{ stored: StoredSelection | null; collab: boolean }, void>(
      async ({ signal }) => {
        const [stored, flags] = await Promise.all([
          storage.load(WORKSPACE_SELECTION_KEY).catch(() => null),
          musicPlayer.getFeatureFlags(signal).catch(() => null),
        ]);
        return { stored: readStoredSelection(stored), collab: !!flags?.['collab-workspaces'] };
      },
    ),
    saveSelection: fromPromise<void, StoredSelection>(({ input }) =>
      storage.save(WORKSPACE_SELECTION_KEY, input),
    ),
    // Spec 001 §7: `workspace_change` from another member reloads; `kick_user` removes one.
    listen: fromCallback<EventObject, { id: string; ownerId: string; userId: string }>(
      ({ input, sendBack }) =>
        realtime?.subscribe(workspaceChannel(input.ownerId, input.id), (name, data) => {
          const userId = isRecord(data) && typeof data.user_id === 'string' ? data.user_id : '';
          if (name === WORKSPACE_CHANGE_MESSAGE)
            sendBack({ type: 'workspace.remoteChange', userId });
          if (name === KICK_USER_MESSAGE) {
            sendBack(
              userId === input.userId
                ? { type: 'workspace.kicked', userId }
                : { type: 'workspace.remoteChange', userId },
            );
          }
        }),
    ),
    view: workspaceViewMachine.provide({
      actors: {
        fetchWorkspace: fromPromise(
          ({
            input,
            signal,
          }: {
            input: { id: string; filters: LibraryFilters; page: number };
            signal: AbortSignal;
          }) =>
            workspaces.get(
              input.id,
              libraryQuery('all', input.filters, input.page),
              input.page,
              signal,
            ),
        ),
        changeClips: fromPromise<unknown, ChangeCall>(({ input, signal }) =>
          changeThenAnnounce(workspaces, input, signal),
        ),
      },
    }),
  };
}

export function createWorkspaceFilingActors(workspaces: WorkspacesPort) {
  return {
    fileClips: fromPromise<unknown, FilingCall>(({ input, signal }) =>
      changeThenAnnounce(workspaces, input, signal),
    ),
  };
}

export function createWorkspaceListsActors(workspaces: WorkspacesPort) {
  return {
    fetchList: fromPromise(
      ({ input, signal }: { input: WorkspaceListQuery; signal: AbortSignal }) =>
        workspaces.list(input, signal),
    ),
    saveChange: fromPromise<Workspace, ListChange>(({ input, signal }) => {
      if (input.type === 'create') return workspaces.create({ name: input.name }, signal);
      if (input.type === 'rename')
        return workspaces.setMetadata(input.id, { name: input.name }, signal);
      return workspaces.trash(input.id, input.type === 'restore', signal);
    }),
  };
}

export function createWorkspaceInvitesActors(workspaces: WorkspacesPort) {
  return {
    fetchInvites: fromPromise<WorkspaceInviteList, void>(({ signal }) =>
      workspaces.invites(signal),
    ),
    respond: fromPromise(
      ({ input, signal }: { input: { inviteId: string; accept: boolean }; signal: AbortSignal }) =>
        workspaces.respond(input.inviteId, input.accept, signal),
    ),
  };
}

export function createWorkspaceMembersActors(workspaces: WorkspacesPort) {
  return {
    fetchMembers: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
      workspaces.collaborators(input.id, signal),
    ),
    findCandidates: fromPromise(
      ({ input, signal }: { input: { id: string; text: string }; signal: AbortSignal }) =>
        workspaces.candidates(input.id, input.text, signal),
    ),
    act: fromPromise<unknown, { id: string; action: MemberAction }>(({ input, signal }) => {
      const { id, action } = input;
      if (action.type === 'invite') return workspaces.invite(id, action.user.id, signal);
      if (action.type === 'remove') return workspaces.removeCollaborator(id, action.userId, signal);
      return workspaces.leave(id, signal);
    }),
  };
}
