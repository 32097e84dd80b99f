import type { Clip } from '../../contracts/clip';
import { TASK_CREDITS_PER_CLIP } from '../../contracts/constants';
import type { ConcatRequest } from '../../contracts/tasks';
import { type ClipRow, type StoredMetadata } from '../clips/clip-view';
import { checkAccount, takeRateLimit } from '../generation/account-checks';
import { commitClips } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { isInfillKind } from './infill';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { loadSourceClip } from './source-clip';
import { taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/**
 * "Get whole song" (`POST /api/generate/concat/v2/`): the extension chain that ends at
 * `clip_id`, walked back through each clip's `continue_clip_id` to the song it started from,
 * made into ONE clip of type `concat`. With `is_infill` a link may be an infill, which takes
 * its source's place (type `concat_infilling`). Free: the parts were paid for.
 */
export async function createConcat(
  deps: GenerationDeps,
  userId: string,
  body: ConcatRequest,
): Promise<Clip> {
  const tier = await checkAccount(deps, userId);
  const chain = await extensionChain(deps, userId, body.clip_id, body.is_infill ?? false);
  if (chain.length < 2) {
    throw new ApiError(
      400,
      'invalidTaskInput',
      'This clip does not extend another: there is no whole song to make.',
    );
  }
  const leaf = chain.at(-1)!;
  const hasInfill = chain.some((row) => isInfillKind(taskOf(row) ?? undefined));
  const ids = chain.map((row) => row.id);
  const clips = taskClips(1, () => ({
    // The song made whole is the chain's first: "Lanterns (Full Song)", not its extension's name.
    title: labelledTitle(chain[0]!.title, TITLE_LABELS.concat),
    modelName: leaf.modelName,
    lyrics: null,
    durationS: null,
    credits: TASK_CREDITS_PER_CLIP.concat,
    metadata: {
      ...taskMetadata(leaf, hasInfill ? 'concat_infilling' : 'concat', null, {
        source_clip_ids: ids,
      }),
      engine_task: { name: 'concat', chain: ids, infill: hasInfill },
    },
  }));
  takeRateLimit(deps, userId);
  return (await commitClips(deps, userId, tier, body, clips)).clips[0]!;
}

const taskOf = (row: ClipRow) => (row.metadata as StoredMetadata).task;

/**
 * The clips from the song's first to `clipId`, each one the user may see and complete. An
 * extension (or an infill) names its source in `continue_clip_id`.
 */
async function extensionChain(
  deps: GenerationDeps,
  userId: string,
  clipId: string,
  allowInfill: boolean,
): Promise<ClipRow[]> {
  const chain: ClipRow[] = [];
  let next: string | null = clipId;
  while (next && !chain.some((row) => row.id === next)) {
    const row = await loadSourceClip(deps, userId, next);
    if (isInfillKind(taskOf(row) ?? undefined) && !allowInfill) {
      throw new ApiError(
        400,
        'invalidTaskInput',
        'This song holds an infill: ask with is_infill to join it.',
      );
    }
    chain.unshift(row);
    next = (row.metadata as StoredMetadata).continue_clip_id ?? null;
  }
  return chain;
}
