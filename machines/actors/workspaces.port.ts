import type {
  AblyUpdateType,
  ClipProject,
  InviteCandidates,
  Workspace,
  WorkspaceClipsChange,
  WorkspaceCollaborators,
  WorkspaceInvite,
  WorkspaceInviteList,
  WorkspaceListQuery,
  WorkspacePage,
  WorkspaceWithClips,
} from '../../src/contracts/workspace';

/** Workspaces and collaboration (spec 001 §7 `/api/project`): the calls the workspace machines make. */
export interface WorkspacesPort {
  list(query: WorkspaceListQuery, signal: AbortSignal): Promise<WorkspacePage>;
  /** One workspace with a page of its clips; `filters` are the library's query parameters. */
  get(
    id: string,
    filters: Record<string, string>,
    page: number,
    signal: AbortSignal,
  ): Promise<WorkspaceWithClips>;
  create(body: { name: string; description?: string }, signal: AbortSignal): Promise<Workspace>;
  setMetadata(
    id: string,
    body: { name?: string; description?: string },
    signal: AbortSignal,
  ): Promise<Workspace>;
  trash(id: string, undo: boolean, signal: AbortSignal): Promise<Workspace>;
  updateClips(id: string, change: WorkspaceClipsChange, signal: AbortSignal): Promise<unknown>;
  /** `ably-update`: tells the workspace's other members that its clips changed. */
  announce(id: string, updateType: AblyUpdateType, signal: AbortSignal): Promise<unknown>;
  clipProject(clipId: string, signal: AbortSignal): Promise<ClipProject>;
  invites(signal: AbortSignal): Promise<WorkspaceInviteList>;
  respond(inviteId: string, accept: boolean, signal: AbortSignal): Promise<WorkspaceInvite>;
  collaborators(id: string, signal: AbortSignal): Promise<WorkspaceCollaborators>;
  candidates(id: string, text: string, signal: AbortSignal): Promise<InviteCandidates>;
  invite(id: string, userId: string, signal: AbortSignal): Promise<WorkspaceInvite>;
  removeCollaborator(id: string, userId: string, signal: AbortSignal): Promise<unknown>;
  leave(id: string, signal: AbortSignal): Promise<unknown>;
}
