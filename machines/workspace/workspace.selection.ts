import type { Clip } from '../../src/contracts/clip';
import { DEFAULT_WORKSPACE_ID } from '../../src/contracts/constants';
import type {
  AblyUpdateType,
  Workspace,
  WorkspaceClipsChange,
} from '../../src/contracts/workspace';
import type { WorkspaceNotice } from './workspace.notices';

/** What local storage keeps (spec 001 §9): the last selected workspace and the has-set flag. */
export interface StoredSelection {
  id: string;
  hasSet: boolean;
}

/** Reads a stored value, which may be anything (an older version, another app's). */
export function readStoredSelection(value: unknown): StoredSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, hasSet } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof hasSet === 'boolean' ? { id, hasSet } : null;
}

/**
 * What the /create URL should show (spec 001 §2): `wid` (null: none), pushed to history when
 * the user chose it, replaced without a history entry by a silent sync. `seq` tells a new
 * write from the one the view already made.
 */
export interface UrlWrite {
  wid: string | null;
  mode: 'push' | 'replace';
  seq: number;
}

export const widOf = (id: string) => (id === DEFAULT_WORKSPACE_ID ? null : id);

/** Clips to file somewhere, from a clip menu or a song made while a workspace was selected. */
export interface FileRequest {
  clipIds: string[];
  /** Where the clips are now (the default workspace, or one). */
  sourceId: string;
  targetId: string;
  targetName: string;
  /** Tell the target's other members (spec 001 §7: shared workspaces, the flag on). */
  announce: AblyUpdateType | null;
  /** The clips themselves when they are new (shown in the selected workspace at once). */
  clips: Clip[];
}

/**
 * The call a filing makes (spec 001 §6 "Workspace clip moves"): into the default workspace from
 * a workspace removes; adding to the default workspace does nothing (null); from the default
 * workspace adds; otherwise a move.
 */
export function callOf(request: FileRequest): { id: string; change: WorkspaceClipsChange } | null {
  const { clipIds, sourceId, targetId } = request;
  if (targetId === sourceId) return null;
  if (targetId === DEFAULT_WORKSPACE_ID) {
    return { id: sourceId, change: { type: 'remove', clipIds } };
  }
  if (sourceId === DEFAULT_WORKSPACE_ID) return { id: targetId, change: { type: 'add', clipIds } };
  return { id: sourceId, change: { type: 'move', clipIds, targetId } };
}

/** The notice of a filing that succeeded (spec 001 §8). */
export function fileNotice(request: FileRequest): WorkspaceNotice {
  if (request.targetId === DEFAULT_WORKSPACE_ID) return { code: 'workspaceClipRemoved' };
  if (request.sourceId === DEFAULT_WORKSPACE_ID) {
    const count = request.clipIds.length;
    return count === 1
      ? { code: 'workspaceClipAdded' }
      : { code: 'workspaceClipsAdded', params: { count } };
  }
  return { code: 'workspaceClipsMoved', params: { name: request.targetName } };
}

/** Songs made while a workspace is selected, filed in it (spec 001 §4). */
export function newSongsRequest(
  workspaceId: string,
  read: Workspace | null,
  collab: boolean,
  clips: Clip[],
): FileRequest {
  return {
    clipIds: clips.map((clip) => clip.id),
    sourceId: DEFAULT_WORKSPACE_ID,
    targetId: workspaceId,
    targetName: read?.name ?? '',
    announce: collab && read?.shared ? 'add_clips' : null,
    clips,
  };
}
