import type { KyInstance } from 'ky';
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
  WorkspaceSort,
  WorkspaceWithClips,
} from '../contracts/workspace';
import { call } from './client';

const SORT_PARAM: Record<WorkspaceSort, string> = { newest: 'Newest', oldest: 'Oldest' };

const metadataOf = (change: WorkspaceClipsChange) => {
  if (change.type === 'pinned') return { clip_ids: change.clipIds, pinned: change.pinned };
  if (change.type === 'move') {
    return { clip_ids: change.clipIds, target_project_id: change.targetId };
  }
  return { clip_ids: change.clipIds };
};

/** Workspaces and collaboration (spec 001 §7 `/api/project`, issue 19). */
export function createWorkspacesApi(http: KyInstance) {
  const get = <T>(
    path: string,
    searchParams: Record<string, string | number>,
    signal: AbortSignal,
  ) => call(() => http.get(path, { searchParams, signal }).json<T>());
  const send = <T>(
    method: 'post' | 'put' | 'delete',
    path: string,
    json: unknown,
    signal: AbortSignal,
  ) => call(() => http[method](path, { json, signal }).json<T>());
  const project = (id: string, rest = '') => `project/${encodeURIComponent(id)}${rest}`;
  return {
    list(query: WorkspaceListQuery, signal: AbortSignal): Promise<WorkspacePage> {
      const params = {
        show_trashed: String(query.trashed),
        page: query.page,
        query: query.text,
        sort: SORT_PARAM[query.sort],
      };
      return get('project/me', params, signal);
    },
    /** One workspace with a page of its clips; `filters` are the library's query parameters. */
    get(
      id: string,
      filters: Record<string, string>,
      page: number,
      signal: AbortSignal,
    ): Promise<WorkspaceWithClips> {
      return get(project(id), { ...filters, page }, signal);
    },
    create(body: { name: string; description?: string }, signal: AbortSignal): Promise<Workspace> {
      return send('post', 'project', body, signal);
    },
    setMetadata(
      id: string,
      body: { name?: string; description?: string },
      signal: AbortSignal,
    ): Promise<Workspace> {
      return send('post', project(id, '/metadata'), body, signal);
    },
    trash(id: string, undo: boolean, signal: AbortSignal): Promise<Workspace> {
      return send('post', 'project/trash', { project_id: id, undo_trash: undo }, signal);
    },
    updateClips(id: string, change: WorkspaceClipsChange, signal: AbortSignal): Promise<unknown> {
      const body = { update_type: change.type, metadata: metadataOf(change) };
      return send('post', project(id, '/clips'), body, signal);
    },
    announce(id: string, updateType: AblyUpdateType, signal: AbortSignal): Promise<unknown> {
      return send('post', project(id, '/ably-update'), { update_type: updateType }, signal);
    },
    clipProject(clipId: string, signal: AbortSignal): Promise<ClipProject> {
      return get(`clips/${encodeURIComponent(clipId)}/project`, {}, signal);
    },
    invites(signal: AbortSignal): Promise<WorkspaceInviteList> {
      return get('project/invites', {}, signal);
    },
    respond(inviteId: string, accept: boolean, signal: AbortSignal): Promise<WorkspaceInvite> {
      const status = accept ? 'accepted' : 'declined';
      return send('put', `project/invites/${encodeURIComponent(inviteId)}`, { status }, signal);
    },
    collaborators(id: string, signal: AbortSignal): Promise<WorkspaceCollaborators> {
      return get(project(id, '/collaborators'), {}, signal);
    },
    candidates(id: string, text: string, signal: AbortSignal): Promise<InviteCandidates> {
      return get(project(id, '/invite-candidates'), { query: text }, signal);
    },
    invite(id: string, userId: string, signal: AbortSignal): Promise<WorkspaceInvite> {
      return send('post', project(id, '/invite'), { invited_user_id: userId }, signal);
    },
    removeCollaborator(id: string, userId: string, signal: AbortSignal): Promise<unknown> {
      return send('delete', project(id, '/collaborators'), { invited_user_id: userId }, signal);
    },
    leave(id: string, signal: AbortSignal): Promise<unknown> {
      return call(() => http.delete(project(id, '/collaborators/me'), { signal }).json());
    },
  };
}

export type WorkspacesApi = ReturnType<typeof createWorkspacesApi>;
