import type { Clip } from '../../contracts/clip';
import { TASK_CREDITS_PER_CLIP, TITLE_MAX_CHARS } from '../../contracts/constants';
import type { MergeRequest } from '../../contracts/tasks';
import type { ClipRow } from '../clips/clip-view';
import { checkAccount, takeRateLimit } from '../generation/account-checks';
import { commitClips } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { loadSourceClip } from './source-clip';
import { taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/**
 * Merge (`POST /api/generate/merge/`): the clips joined end to end in the order given, as ONE
 * clip of type `concat` whose title joins theirs. Each clip must be the user's own or public,
 * and complete. Free: the parts were paid for.
 */
export async function createMerge(
  deps: GenerationDeps,
  userId: string,
  body: MergeRequest,
): Promise<Clip> {
  const tier = await checkAccount(deps, userId);
  const parts: ClipRow[] = [];
  for (const id of body.clip_ids) parts.push(await loadSourceClip(deps, userId, id));
  const first = parts[0]!;
  const ids = parts.map((row) => row.id);
  const clips = taskClips(1, () => ({
    title: parts
      .map((row) => row.title)
      .join(' / ')
      .slice(0, TITLE_MAX_CHARS),
    modelName: first.modelName,
    lyrics: null,
    durationS: null,
    credits: TASK_CREDITS_PER_CLIP.merge,
    metadata: {
      // Task `merge` tells it from a whole song, also a concat of its sources.
      ...taskMetadata(first, 'concat', 'merge', { source_clip_ids: ids }),
      engine_task: { name: 'merge', clips: ids },
    },
  }));
  takeRateLimit(deps, userId);
  return (await commitClips(deps, userId, tier, body, clips)).clips[0]!;
}
