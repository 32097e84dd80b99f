import { CLIPS_PER_GENERATION, CREDITS_PER_CLIP } from '../../contracts/constants';
import type { GenerateRequest, GenerateResponse } from '../../contracts/generation';
import { planTaskClips } from '../tasks/plan-task-clips';
import { checkAccount, takeRateLimit } from './account-checks';
import { commitClips, newClipId, type NewClip } from './commit-clips';
import type { GenerationDeps } from './deps';
import { planGeneration } from './plan-request';

/**
 * The generate call (spec 000 §7, ARCHITECTURE "data flow"): checks the account, plan and input
 * in the catalogue's order, then in ONE transaction debits the credits, inserts the request and
 * its clips (`submitted`) and enqueues one job per clip. A body naming a source clip (extend,
 * cover, infill, painting) makes task clips from it; any other body makes new songs.
 */
export async function createGeneration(
  deps: GenerationDeps,
  userId: string,
  body: GenerateRequest,
): Promise<GenerateResponse> {
  const tier = await checkAccount(deps, userId);
  const clips: NewClip[] =
    (await planTaskClips(deps, userId, tier, body)) ??
    planGeneration(body, tier, CLIPS_PER_GENERATION, deps.maxDurationS).map((plan) => ({
      id: newClipId(),
      title: plan.title,
      modelName: plan.model.id,
      seed: plan.seed,
      lyrics: plan.lyrics,
      durationS: plan.durationS,
      metadata: { ...plan.metadata, engine_request: plan.request },
      credits: CREDITS_PER_CLIP,
    }));
  takeRateLimit(deps, userId);
  return commitClips(deps, userId, tier, body, clips);
}
