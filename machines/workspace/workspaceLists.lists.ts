import type { Workspace, WorkspacePage } from '../../src/contracts/workspace';
import type { WorkspaceNotice } from './workspace.notices';

/** Which list a screen shows (spec 001 §2): the active workspaces, or the trashed ones. */
export type WorkspaceListView = 'active' | 'trashed';

/** A list as last read: its workspaces and how many match on the server. */
export interface ListPage {
  projects: Workspace[];
  total: number;
}

export type Lists = Record<WorkspaceListView, ListPage | null>;

export const pageOf = (read: WorkspacePage): ListPage => ({
  projects: read.projects,
  total: read.num_total_results,
});

/** A change of a workspace, shown in the lists before its call answers. */
export type ListChange =
  | { type: 'create'; name: string; tempId: string; choose: boolean }
  | { type: 'rename'; id: string; name: string }
  | { type: 'trash'; id: string }
  | { type: 'restore'; id: string };

const without = (page: ListPage | null, id: string): ListPage | null =>
  page && {
    projects: page.projects.filter((item) => item.id !== id),
    total: page.total - (page.projects.some((item) => item.id === id) ? 1 : 0),
  };

const withFirst = (page: ListPage | null, item: Workspace): ListPage | null =>
  page && { projects: [item, ...page.projects], total: page.total + 1 };

const find = (lists: Lists, id: string) =>
  [...(lists.active?.projects ?? []), ...(lists.trashed?.projects ?? [])].find(
    (item) => item.id === id,
  );

/**
 * The lists as a change shows them at once (spec 001 §4: both lists updated optimistically):
 * a new workspace first among the active ones (a stand-in until the server names it), a new
 * name, or the workspace moved between the active and the trashed list.
 */
export function applyListChange(lists: Lists, change: ListChange, stub: Workspace): Lists {
  if (change.type === 'create') {
    return {
      ...lists,
      active: withFirst(lists.active, { ...stub, id: change.tempId, name: change.name }),
    };
  }
  const item = find(lists, change.id);
  if (!item) return lists;
  if (change.type === 'rename') {
    const rename = (page: ListPage | null) =>
      page && {
        ...page,
        projects: page.projects.map((one) =>
          one.id === change.id ? { ...one, name: change.name } : one,
        ),
      };
    return { active: rename(lists.active), trashed: rename(lists.trashed) };
  }
  const trashed = change.type === 'trash';
  const moved = { ...item, is_trashed: trashed };
  return trashed
    ? { active: without(lists.active, item.id), trashed: withFirst(lists.trashed, moved) }
    : { active: withFirst(lists.active, moved), trashed: without(lists.trashed, item.id) };
}

/** The created workspace takes its stand-in's place. */
export function withCreated(lists: Lists, tempId: string, made: Workspace): Lists {
  const active = lists.active && {
    ...lists.active,
    projects: lists.active.projects.map((item) => (item.id === tempId ? made : item)),
  };
  return { ...lists, active };
}

/** Spec 001 §8's notice for a change that succeeded. */
export function listNotice(change: ListChange): WorkspaceNotice {
  const codes = {
    create: 'workspaceCreated',
    rename: 'workspaceRenamed',
    trash: 'workspaceTrashed',
    restore: 'workspaceRestored',
  } as const;
  return { code: codes[change.type] };
}
