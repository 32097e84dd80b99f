import type { ClipStatus } from '../../contracts/clip';
import { selectClips, type ClipRow } from '../clips/clip-view';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from '../generation/deps';

/**
 * A clip a task starts from: the user's own, or a public one; complete, so its audio exists.
 * Answers 404 for a clip the user may not see (never saying it exists) and 409 for one not
 * finished (or failed). `contestClip`: an open contest names it, so anyone may start from it
 * even if its creator turned remixes off (spec 001 §6 cover eligibility).
 */
export async function loadSourceClip(
  deps: Pick<GenerationDeps, 'db'>,
  userId: string,
  clipId: string,
  { contestClip = false }: { contestClip?: boolean } = {},
): Promise<ClipRow> {
  const row = UUID.test(clipId)
    ? await selectClips(deps.db).where('clip.id', '=', clipId).executeTakeFirst()
    : undefined;
  if (!row || row.isTrashed || (row.userId !== userId && !row.isPublic)) {
    throw new ApiError(404, 'notFound', 'Clip not found');
  }
  // Spec 000 §6: remix only when the creator allows it (can_remix) and the clip is not trashed.
  if (row.userId !== userId && !row.canRemix && !contestClip) {
    throw new ApiError(403, 'remixNotAllowed', "This song's creator does not allow remixes.");
  }
  if (row.status !== ('complete' satisfies ClipStatus)) {
    throw new ApiError(409, 'clipNotReady', 'This clip is not finished yet.');
  }
  return row;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
