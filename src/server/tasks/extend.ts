import { CLIPS_PER_GENERATION, CREDITS_PER_CLIP, type Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { DEFAULT_CONTINUE_BEFORE_END_S } from '../../engine/tasks/extend';
import type { StoredMetadata } from '../clips/clip-view';
import type { NewClip } from '../generation/commit-clips';
import { newClipId } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { moderateBody, newSeed } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { loadSourceClip } from './source-clip';
import { taskMetadata } from './task-metadata';

/**
 * Extend (`continue_clip_id`, `continue_at`): two continuations of a clip in its key, tempo
 * and style, each starting where the source is cut; new lyrics in `prompt`, else written on
 * the source's topic. The model is the source's (spec 000 §5 forces it for such tasks).
 */
export async function planExtend(
  deps: GenerationDeps,
  userId: string,
  _tier: Tier,
  body: GenerateRequest,
): Promise<NewClip[]> {
  moderateBody(body);
  const source = await loadSourceClip(deps, userId, body.continue_clip_id!);
  const durationS = source.durationS ?? 0;
  const continueAtS = body.continue_at;
  if (continueAtS !== undefined && !(continueAtS > 0 && continueAtS <= durationS)) {
    throw new ApiError(
      400,
      'invalidTaskInput',
      `continue_at must be within the clip (more than 0, at most ${durationS.toFixed(2)} s).`,
    );
  }
  const lyrics =
    body.prompt && !(source.metadata as StoredMetadata).make_instrumental ? body.prompt : undefined;
  // An uploaded song has no score to compose from: the engine continues its audio instead.
  const isUpload = (source.metadata as StoredMetadata).type === 'upload';
  return Array.from({ length: CLIPS_PER_GENERATION }, () => {
    const seed = newSeed();
    return {
      id: newClipId(),
      title: body.title ?? labelledTitle(source.title, TITLE_LABELS.extend),
      modelName: source.modelName,
      seed,
      lyrics: lyrics ?? null,
      durationS: null,
      credits: CREDITS_PER_CLIP,
      metadata: {
        ...taskMetadata(source, 'gen', isUpload ? 'upload_extend' : 'extend', {
          prompt: lyrics ?? '',
          continue_clip_id: source.id,
          continue_at:
            continueAtS ??
            Number(Math.max(0, durationS - DEFAULT_CONTINUE_BEFORE_END_S).toFixed(2)),
        }),
        engine_task: {
          name: isUpload ? 'upload_extend' : 'extend',
          source: source.id,
          seed,
          ...(isUpload && body.tags && { tags: body.tags }),
          ...(continueAtS !== undefined && { continueAtS }),
          ...(lyrics !== undefined && { lyrics }),
          ...(deps.maxDurationS && { maxDurationS: deps.maxDurationS }),
        },
      },
    };
  });
}
