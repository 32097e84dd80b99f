import { REMASTER_TITLE_MAX_CHARS, TASK_CREDITS_PER_CLIP } from '../../contracts/constants';
import type { GenerateResponse } from '../../contracts/generation';
import type { UpsampleRequest } from '../../contracts/tasks';
import { findModel } from '../../engine/models';
import type { RemasterSliders } from '../../engine/tasks/remaster-fx';
import { canUseModel } from '../billing/models';
import type { StoredMetadata } from '../clips/clip-view';
import { checkAccount, takeRateLimit } from '../generation/account-checks';
import { commitClips } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { moderateBody } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { loadSourceClip } from './source-clip';
import { taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/**
 * Spec 000 §8 "Remaster": a title over REMASTER_TITLE_MAX_CHARS answers 422 "Title too long",
 * which clients match on (the generate call's own title limit is a 400).
 */
function checkTitle(title: string | undefined): void {
  if (title !== undefined && title.length > REMASTER_TITLE_MAX_CHARS) {
    throw new ApiError(422, 'remasterTitleTooLong', 'Title too long');
  }
}

/**
 * Remaster (`POST /api/generate/upsample`): the clip again through the sliders (freedom, tone,
 * clarity, strength, stereo width; each 0..1, the engine's default where not sent) on
 * `model_name` (the source's when absent). ONE clip: the remaster has no seed of its own, so
 * a second would be the same audio. Answers `{ id, clips }` like the generate call, since it
 * is a generation the client tracks. `tags` and `variation_category` are recorded with the
 * request; the procedural remaster keeps the source's arrangement style.
 */
export async function createUpsample(
  deps: GenerationDeps,
  userId: string,
  body: UpsampleRequest,
): Promise<GenerateResponse> {
  checkTitle(body.title);
  const tier = await checkAccount(deps, userId);
  moderateBody({
    tags: body.tags,
    title: body.title,
    prompt: undefined,
    gpt_description_prompt: undefined,
  });
  const source = await loadSourceClip(deps, userId, body.clip_id);
  const model = findModel(body.model_name ?? source.modelName);
  if (!model) throw new ApiError(400, 'unknownModel', `Unknown model "${body.model_name}".`);
  if (!canUseModel(tier, model)) {
    throw new ApiError(403, 'modelNotAllowed', `Your plan cannot use ${model.label}.`);
  }
  const given: Partial<RemasterSliders> = {
    freedom: body.freedom ?? undefined,
    tone: body.tone ?? undefined,
    clarity: body.clarity ?? undefined,
    strength: body.strength ?? undefined,
    stereoWidth: body.stereo_width ?? undefined,
  };
  const sliders = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<RemasterSliders>;
  const clips = taskClips(1, () => ({
    title:
      body.title ?? labelledTitle(source.title, TITLE_LABELS.upsample, REMASTER_TITLE_MAX_CHARS),
    modelName: model.id,
    lyrics: source.lyrics,
    durationS: source.durationS,
    credits: TASK_CREDITS_PER_CLIP.upsample,
    metadata: {
      ...taskMetadata(source, 'gen', 'upsample', {
        tags: body.tags ?? (source.metadata as StoredMetadata).tags ?? null,
        upsample_clip_id: source.id,
        source_clip_ids: [source.id],
      }),
      engine_task: { name: 'remaster', source: source.id, sliders },
    },
  }));
  takeRateLimit(deps, userId);
  return commitClips(deps, userId, tier, body, clips);
}
