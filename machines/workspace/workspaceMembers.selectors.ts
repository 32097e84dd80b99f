import type { SnapshotFrom } from 'xstate';
import type { ErrorCode } from '../../src/contracts/errors';
import type { WorkspaceUser } from '../../src/contracts/workspace';
import type { workspaceInvitesMachine } from './workspaceInvites.machine';
import type { workspaceMembersMachine } from './workspaceMembers.machine';

type MembersSnapshot = SnapshotFrom<typeof workspaceMembersMachine> | undefined;
type InvitesSnapshot = SnapshotFrom<typeof workspaceInvitesMachine> | undefined;

const nobody: WorkspaceUser[] = [];

export const selectMembers = (s: MembersSnapshot) => s?.context.members ?? null;
export const selectMembersError = (s: MembersSnapshot): ErrorCode | null =>
  s?.matches({ list: 'failed' }) ? s.context.error : null;
export const selectSearchText = (s: MembersSnapshot) => s?.context.text ?? '';
export const selectCandidates = (s: MembersSnapshot) => s?.context.candidates ?? nobody;
export const selectIsSearching = (s: MembersSnapshot) => !!s && !s.matches({ search: 'idle' });
export const selectIsActing = (s: MembersSnapshot) => !!s?.matches({ action: 'acting' });

export const selectInvites = (s: InvitesSnapshot) => s?.context.invites ?? null;
export const selectInvitesError = (s: InvitesSnapshot): ErrorCode | null =>
  s?.matches({ list: 'failed' }) ? s.context.error : null;
export const selectIsAnswering = (s: InvitesSnapshot) => !!s?.matches({ answer: 'answering' });
