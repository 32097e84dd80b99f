import { z } from 'zod';
import type { Clip } from './clip';
import {
  AURA_IMAGE_COUNT,
  AURA_SKIPPED,
  SEARCH_TERM_MAX_CHARS,
  WORKSPACE_DESCRIPTION_MAX_CHARS,
  WORKSPACE_NAME_MAX_CHARS,
  WORKSPACE_UPDATE_MAX_IDS,
} from './constants';

/** Who owns a workspace, or a collaborator of one, or a user the invite picker offers. */
export interface WorkspaceUser {
  id: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
}

/**
 * A workspace as the list and one-workspace calls return it (spec 001 §3 "Workspace (project)":
 * id, name, description, owner, shared, clip_count, last_updated_clip, is_trashed), plus when it
 * was made and whether the viewer owns it (ours: only the owner renames, trashes and invites).
 */
export interface Workspace {
  id: string;
  name: string;
  description: string;
  owner: WorkspaceUser;
  /** It has a collaborator (an accepted invitation). */
  shared: boolean;
  clip_count: number;
  /** created_at of its newest clip; null while it holds none. */
  last_updated_clip: string | null;
  is_trashed: boolean;
  is_owned: boolean;
  created_at: string;
}

/** One clip of a workspace (spec 001 §3: "each holds a clip"). */
export interface WorkspaceClip {
  clip: Clip;
  /** When it was filed in the workspace. */
  added_at: string;
}

/**
 * `GET /api/project/{id}` (spec 001 §7): the workspace, its pinned clips (all of them) and one
 * page of the others that match the filters; `num_total_results` counts those (ours, for paging).
 */
export interface WorkspaceWithClips extends Workspace {
  project_clips: WorkspaceClip[];
  pinned_clips: WorkspaceClip[];
  num_total_results: number;
  current_page: number;
}

/** `GET /api/project/me` (spec 001 §3: projects, num_total_results, current_page). */
export interface WorkspacePage {
  projects: Workspace[];
  num_total_results: number;
  current_page: number;
}

export const INVITE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** An invitation (spec 001 §3: the invited user id and a status), with what the invitee sees. */
export interface WorkspaceInvite {
  id: string;
  project_id: string;
  project_name: string;
  invited_user_id: string;
  status: InviteStatus;
  /** The workspace's owner, who sent it. */
  invited_by: WorkspaceUser;
  created_at: string;
}

/** `GET /api/project/invites`: the caller's pending invitations, newest first. */
export interface WorkspaceInviteList {
  invites: WorkspaceInvite[];
}

/** `GET /api/project/{id}/collaborators`: the owner, the collaborators, and pending invitations. */
export interface WorkspaceCollaborators {
  owner: WorkspaceUser;
  collaborators: WorkspaceUser[];
  /** Only the owner sees who is invited and has not answered. */
  pending: WorkspaceUser[];
}

/** `GET /api/project/{id}/invite-candidates?query=` (ours): users whose handle starts so. */
export interface InviteCandidates {
  users: WorkspaceUser[];
}

/** `GET /api/clips/{id}/project`: the workspace the clip is filed in, as the caller may see it. */
export interface ClipProject {
  project: Workspace | null;
}

/** Spec 001 §2: the list screens' sort options. */
export const WORKSPACE_SORTS = ['newest', 'oldest'] as const;
export type WorkspaceSort = (typeof WORKSPACE_SORTS)[number];

/** What `GET /api/project/me` is asked for (spec 001 §7: show_trashed, page, query, sort). */
export interface WorkspaceListQuery {
  trashed: boolean;
  page: number;
  text: string;
  sort: WorkspaceSort;
}

/** A change to a workspace's clips (spec 001 §7 `POST /api/project/{id}/clips`). */
export type WorkspaceClipsChange =
  | { type: 'add' | 'remove'; clipIds: string[] }
  | { type: 'pinned'; clipIds: string[]; pinned: boolean }
  | { type: 'move'; clipIds: string[]; targetId: string };

/** Spec 001 §6: the name is cut to 100 characters (not refused); so is the description (ours). */
const name = z
  .string()
  .max(10_000, 'validation')
  .transform((value) => value.trim().slice(0, WORKSPACE_NAME_MAX_CHARS));
const description = z
  .string()
  .max(100_000, 'validation')
  .transform((value) => value.trim().slice(0, WORKSPACE_DESCRIPTION_MAX_CHARS));

/** `POST /api/project` (spec 001 §7: name, description). */
export const createWorkspaceSchema = z.object({
  name: name.nullish(),
  description: description.nullish(),
});

/** `POST /api/project/{id}/metadata`: what is given changes. */
export const workspaceMetadataSchema = z.object({
  name: name.nullish(),
  description: description.nullish(),
});

export const WORKSPACE_UPDATE_TYPES = ['add', 'remove', 'pinned', 'move'] as const;
export type WorkspaceUpdateType = (typeof WORKSPACE_UPDATE_TYPES)[number];

const id = z.string().min(1).max(100);

/**
 * `POST /api/project/{id}/clips` (spec 001 §7): update_type with metadata.clip_ids; `pinned`
 * also carries `pinned`, `move` the `target_project_id`.
 */
export const updateWorkspaceClipsSchema = z.discriminatedUnion('update_type', [
  z.object({
    update_type: z.enum(['add', 'remove']),
    metadata: z.object({ clip_ids: z.array(id).min(1).max(WORKSPACE_UPDATE_MAX_IDS) }),
  }),
  z.object({
    update_type: z.literal('pinned'),
    metadata: z.object({
      clip_ids: z.array(id).min(1).max(WORKSPACE_UPDATE_MAX_IDS),
      pinned: z.boolean(),
    }),
  }),
  z.object({
    update_type: z.literal('move'),
    metadata: z.object({
      clip_ids: z.array(id).min(1).max(WORKSPACE_UPDATE_MAX_IDS),
      target_project_id: id,
    }),
  }),
]);
export type UpdateWorkspaceClips = z.infer<typeof updateWorkspaceClipsSchema>;

/** `POST /api/project/trash` (spec 001 §7: project_id, undo_trash). */
export const trashWorkspaceSchema = z.object({
  project_id: id,
  undo_trash: z.boolean().nullish(),
});

export const ABLY_UPDATE_TYPES = ['add_clips', 'move_clips'] as const;
export type AblyUpdateType = (typeof ABLY_UPDATE_TYPES)[number];

/** `POST /api/project/{id}/ably-update` (spec 000 §7, 001 §7: update_type). */
export const ablyUpdateSchema = z.object({ update_type: z.enum(ABLY_UPDATE_TYPES) });

/** `POST /api/project/{id}/invite` and `DELETE /api/project/{id}/collaborators`. */
export const invitedUserSchema = z.object({ invited_user_id: id });

/** `PUT /api/project/invites/{id}` (spec 001 §4: answered with a status). */
export const inviteResponseSchema = z.object({ status: z.enum(['accepted', 'declined']) });

/** The list calls' text query (spec 001 §2: paging and a text query). */
export const workspaceQueryText = z.string().max(SEARCH_TERM_MAX_CHARS, 'validation');

/**
 * The realtime channel of one workspace (spec 001 §7: "named per project"), under its owner's
 * id so one capability pattern (`project:{ownerId}:*`) opens all of an owner's workspaces.
 */
export const workspaceChannel = (ownerId: string, projectId: string) =>
  `project:${ownerId}:${projectId}`;

/** Spec 001 §7: the channel's messages. */
export const WORKSPACE_CHANGE_MESSAGE = 'workspace_change';
export const KICK_USER_MESSAGE = 'kick_user';

/** `workspace_change`'s data: what changed and who changed it. */
export interface WorkspaceChange {
  update_type: AblyUpdateType;
  user_id: string;
}

/** `kick_user`'s data: the collaborator the owner removed. */
export interface KickUser {
  user_id: string;
}

/**
 * Spec 001 §2: a workspace's aura image, Aura-NN.jpg, from the first hex group of its id:
 * value mod 16 plus 1, skipping 9 and 15 (ours: a skipped number takes the next one, so the
 * images are 1-8, 10-14 and 16). An id without a hex group gets the first.
 */
export function auraNumber(workspaceId: string): number {
  const group = /^[0-9a-f]+/i.exec(workspaceId)?.[0];
  const value = group ? Number.parseInt(group.slice(-8), 16) : 0;
  const number = (value % AURA_IMAGE_COUNT) + 1;
  return (AURA_SKIPPED as readonly number[]).includes(number) ? number + 1 : number;
}

/** The aura image's path under the web app's public files. */
export const auraImagePath = (workspaceId: string) =>
  `/images/aura/Aura-${String(auraNumber(workspaceId)).padStart(2, '0')}.jpg`;
