import { vi } from 'vitest';
import type { WorkspacesPort } from '../../../machines/actors/workspaces.port';
import type { Clip } from '../../../src/contracts/clip';
import type {
  Workspace,
  WorkspaceInvite,
  WorkspaceUser,
  WorkspaceWithClips,
} from '../../../src/contracts/workspace';
import { aClip, aUser } from './fixtures';

export const anOwner: WorkspaceUser = {
  id: aUser.id,
  handle: aUser.handle,
  display_name: aUser.name,
  avatar_image_url: null,
};

export const aMember: WorkspaceUser = {
  id: 'user-2',
  handle: 'bea',
  display_name: 'Bea',
  avatar_image_url: null,
};

export function aWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'ws-1',
    name: 'Summer',
    description: '',
    owner: anOwner,
    shared: false,
    clip_count: 0,
    last_updated_clip: null,
    is_trashed: false,
    is_owned: true,
    created_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

export function aWorkspaceWithClips(
  clips: Clip[] = [aClip({ id: 'clip-1' })],
  overrides: Partial<WorkspaceWithClips> = {},
): WorkspaceWithClips {
  const entries = clips.map((clip) => ({ clip, added_at: clip.created_at }));
  return {
    ...aWorkspace({ clip_count: clips.length }),
    project_clips: entries,
    pinned_clips: [],
    num_total_results: clips.length,
    current_page: 1,
    ...overrides,
  };
}

export function anInvite(overrides: Partial<WorkspaceInvite> = {}): WorkspaceInvite {
  return {
    id: 'invite-1',
    project_id: 'ws-1',
    project_name: 'Summer',
    invited_user_id: aUser.id,
    status: 'pending',
    invited_by: aMember,
    created_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

/** The workspaces port as spies answering like a quiet server. */
export function fakeWorkspacesPort(): WorkspacesPort {
  return {
    list: vi.fn(async () => ({ projects: [], num_total_results: 0, current_page: 1 })),
    get: vi.fn(async (id: string) => ({ ...aWorkspaceWithClips([]), id })),
    create: vi.fn(async (body: { name: string }) => aWorkspace({ name: body.name })),
    setMetadata: vi.fn(async (id: string) => aWorkspace({ id })),
    trash: vi.fn(async (id: string, undo: boolean) => aWorkspace({ id, is_trashed: !undo })),
    updateClips: vi.fn(async () => ({ success: true })),
    announce: vi.fn(async () => ({ success: true })),
    clipProject: vi.fn(async () => ({ project: null })),
    invites: vi.fn(async () => ({ invites: [] })),
    respond: vi.fn(async (_: string, accept: boolean) =>
      anInvite({ status: accept ? 'accepted' : 'declined' }),
    ),
    collaborators: vi.fn(async () => ({ owner: anOwner, collaborators: [], pending: [] })),
    candidates: vi.fn(async () => ({ users: [] })),
    invite: vi.fn(async () => anInvite()),
    removeCollaborator: vi.fn(async () => ({ success: true })),
    leave: vi.fn(async () => ({ success: true })),
  };
}
