import { WORKSPACE_CLIPS_PAGE_SIZE, WORKSPACE_MAX_PINS } from '../../contracts/constants';
import type { Clip } from '../../contracts/clip';
import type { WorkspaceClip, WorkspaceWithClips } from '../../contracts/workspace';
import { toClip } from '../clips/clip-view';
import { filterClips, pageOfClips } from '../clips/library-page';
import { selectClipsForList } from '../clips/list-clips';
import type { GenerationDeps } from '../generation/deps';
import { toWorkspace, type WorkspaceRow } from './workspace-view';

type Deps = Pick<GenerationDeps, 'db' | 'mediaUrls'>;

const MAX_PAGE = 1_000_000;

/** Each clip with when it was filed, and the workspace it is in (every member may see it). */
async function entriesOf(deps: Deps, row: WorkspaceRow, clips: Clip[]): Promise<WorkspaceClip[]> {
  if (clips.length === 0) return [];
  const filed = await deps.db
    .selectFrom('project_clip')
    .select(['clipId', 'createdAt'])
    .where(
      'clipId',
      'in',
      clips.map((clip) => clip.id),
    )
    .execute();
  const addedAt = new Map(filed.map((entry) => [entry.clipId, entry.createdAt]));
  return clips.map((clip) => ({
    clip: { ...clip, project: { id: row.id, name: row.name } },
    added_at: new Date(addedAt.get(clip.id) ?? clip.created_at).toISOString(),
  }));
}

/**
 * `GET /api/project/{id}` (spec 001 §7): the workspace with its pinned clips and one page of
 * the others, newest first, filtered as the library is (its query parameters) for `viewerId`.
 * Clips in the trash are not shown.
 */
export async function workspaceWithClips(
  deps: Deps,
  viewerId: string,
  row: WorkspaceRow,
  param: (name: string) => string | undefined,
): Promise<WorkspaceWithClips> {
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(param('page') ?? '1', 10) || 1));
  const filed = (pinned: boolean) =>
    deps.db
      .selectFrom('project_clip')
      .select('project_clip.clipId')
      .where('project_clip.projectId', '=', row.id)
      .where('project_clip.isPinned', '=', pinned);
  const base = deps.db
    .selectFrom('clip')
    .where('clip.id', 'in', filed(false))
    .where('clip.isTrashed', '=', false);
  const { clips, total } = await pageOfClips(
    deps,
    filterClips(deps.db, base, viewerId, param),
    page,
    WORKSPACE_CLIPS_PAGE_SIZE,
  );
  const pinnedRows = await selectClipsForList(deps.db)
    .where('clip.id', 'in', filed(true))
    .where('clip.isTrashed', '=', false)
    .orderBy('clip.createdAt', 'desc')
    .orderBy('clip.id')
    .limit(WORKSPACE_MAX_PINS)
    .execute();
  const pinned = pinnedRows.map((clipRow) => toClip(clipRow, deps.mediaUrls));
  return {
    ...toWorkspace(row, viewerId),
    project_clips: await entriesOf(deps, row, clips),
    pinned_clips: await entriesOf(deps, row, pinned),
    num_total_results: total,
    current_page: page,
  };
}
