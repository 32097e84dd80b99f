import type { Clip } from '../../src/contracts/clip';
import { WORKSPACE_CLIPS_PAGE_SIZE } from '../../src/contracts/constants';
import type {
  AblyUpdateType,
  WorkspaceClipsChange,
  WorkspaceWithClips,
} from '../../src/contracts/workspace';
import type { WorkspaceNotice } from './workspace.notices';

/** What a workspace page shows of its clips: the pinned ones, then those read so far. */
export interface ShownClips {
  pinned: Clip[];
  clips: Clip[];
  /** The unpinned clips that match the filters, on the server. */
  total: number;
}

export const noClips: ShownClips = { pinned: [], clips: [], total: 0 };

const clipsOf = (entries: { clip: Clip }[]) => entries.map((entry) => entry.clip);

/** The first page read (again). */
export const firstPage = (read: WorkspaceWithClips): ShownClips => ({
  pinned: clipsOf(read.pinned_clips),
  clips: clipsOf(read.project_clips),
  total: read.num_total_results,
});

/** A later page added after the clips shown, without repeating one. */
export function nextPage(shown: ShownClips, read: WorkspaceWithClips): ShownClips {
  const seen = new Set(shown.clips.map((clip) => clip.id));
  const fresh = clipsOf(read.project_clips).filter((clip) => !seen.has(clip.id));
  return { ...shown, clips: [...shown.clips, ...fresh], total: read.num_total_results };
}

/** The clips taken out of the workspace (removed, or moved elsewhere). */
export function withoutClips(shown: ShownClips, ids: readonly string[]): ShownClips {
  const gone = new Set(ids);
  const clips = shown.clips.filter((clip) => !gone.has(clip.id));
  return {
    pinned: shown.pinned.filter((clip) => !gone.has(clip.id)),
    clips,
    total: Math.max(0, shown.total - (shown.clips.length - clips.length)),
  };
}

/** Clips pinned (moved to the pinned list) or unpinned (back among the others, newest first). */
export function withPins(shown: ShownClips, ids: readonly string[], pinned: boolean): ShownClips {
  const named = new Set(ids);
  const all = [...shown.pinned, ...shown.clips];
  const byNewest = (a: Clip, b: Clip) => Date.parse(b.created_at) - Date.parse(a.created_at);
  const moving = all.filter((clip) => named.has(clip.id));
  if (pinned) {
    const kept = shown.clips.filter((clip) => !named.has(clip.id));
    const fresh = moving.filter((clip) => !shown.pinned.some((pin) => pin.id === clip.id));
    return {
      pinned: [...shown.pinned, ...fresh].sort(byNewest),
      clips: kept,
      total: shown.total - (shown.clips.length - kept.length),
    };
  }
  const kept = shown.pinned.filter((clip) => !named.has(clip.id));
  const back = moving.filter((clip) => !shown.clips.some((other) => other.id === clip.id));
  return {
    pinned: kept,
    clips: [...shown.clips, ...back].sort(byNewest),
    total: shown.total + back.length,
  };
}

/** New clips filed here (made while the workspace was selected): first, once each. */
export function withAdded(shown: ShownClips, added: readonly Clip[]): ShownClips {
  const seen = new Set([...shown.pinned, ...shown.clips].map((clip) => clip.id));
  const fresh = added.filter((clip) => !seen.has(clip.id));
  return { ...shown, clips: [...fresh, ...shown.clips], total: shown.total + fresh.length };
}

/** Spec 001 §4: reload once the loaded clips fall to half a page or less and more remain. */
export const needsReload = (shown: ShownClips) =>
  shown.clips.length <= WORKSPACE_CLIPS_PAGE_SIZE / 2 && shown.clips.length < shown.total;

/** Every page has been read. */
export const isComplete = (shown: ShownClips) => shown.clips.length >= shown.total;

/** A change of the shown clips waiting for its call: what it does and what it tells. */
export interface PendingChange {
  change: WorkspaceClipsChange;
  notice: WorkspaceNotice;
  /** The workspaces whose cached clips the change makes stale. */
  affected: string[];
  announce: AblyUpdateType | null;
}

/** What the view is asked to do with some of its clips. */
export type ClipsRequest =
  | { type: 'workspaceView.remove'; clipIds: string[] }
  | { type: 'workspaceView.pin'; clipIds: string[]; pinned: boolean }
  | { type: 'workspaceView.move'; clipIds: string[]; targetId: string; targetName: string };

/** The clips call of a change and the realtime message that tells the other members. */
export interface ChangeCall {
  id: string;
  change: WorkspaceClipsChange;
  announce: AblyUpdateType | null;
}

/**
 * The call, notice (spec 001 §8), stale caches and realtime message of a request; `live`: the
 * workspace is shared and the flag on (spec 001 §7: only then is `ably-update` sent). A removal
 * is announced as clips moved out (to the default workspace); pins are not announced.
 */
export function pendingOf(
  workspaceId: string,
  request: ClipsRequest,
  live: boolean,
): PendingChange {
  const { clipIds } = request;
  if (request.type === 'workspaceView.pin') {
    const { pinned } = request;
    return {
      change: { type: 'pinned', clipIds, pinned },
      notice: { code: pinned ? 'workspaceClipPinned' : 'workspaceClipUnpinned' },
      affected: [workspaceId],
      announce: null,
    };
  }
  if (request.type === 'workspaceView.move') {
    return {
      change: { type: 'move', clipIds, targetId: request.targetId },
      notice: { code: 'workspaceClipsMoved', params: { name: request.targetName } },
      affected: [workspaceId, request.targetId],
      announce: live ? 'move_clips' : null,
    };
  }
  return {
    change: { type: 'remove', clipIds },
    notice: { code: 'workspaceClipRemoved' },
    affected: [workspaceId],
    announce: live ? 'move_clips' : null,
  };
}

/** The lists as a change shows them before its call answers. */
export const applyChange = (shown: ShownClips, { change }: PendingChange): ShownClips =>
  change.type === 'pinned'
    ? withPins(shown, change.clipIds, change.pinned)
    : withoutClips(shown, change.clipIds);
