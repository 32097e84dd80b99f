import type { Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from '../generation/deps';
import type { NewClip } from '../generation/commit-clips';
import { planCover } from './cover';
import { planExtend } from './extend';
import { planPersonaSong } from './persona-song';
import { isInfillKind, planInfill } from './infill';
import { planOverpainting, planUnderpainting } from './paint';

/**
 * Generate-body fields that name a task over a stored clip, and the planner of each; `when`
 * narrows a row to bodies it holds for. Infill comes before extend: clients send an infill's
 * clip in `continue_clip_id` too, and its `task` tells them apart.
 */
const TASK_PLANNERS: {
  field: keyof GenerateRequest;
  when?: (body: GenerateRequest) => boolean;
  plan:
    | ((
        deps: GenerationDeps,
        userId: string,
        tier: Tier,
        body: GenerateRequest,
      ) => Promise<NewClip[]>)
    | null;
}[] = [
  { field: 'task', when: (body) => isInfillKind(body.task), plan: planInfill },
  { field: 'continue_clip_id', plan: planExtend },
  { field: 'infill_start_s', plan: planInfill },
  { field: 'cover_clip_id', plan: planCover },
  { field: 'underpainting_clip_id', plan: planUnderpainting },
  { field: 'overpainting_clip_id', plan: planOverpainting },
  { field: 'persona_id', plan: planPersonaSong },
  { field: 'persona_ids', plan: planPersonaSong },
  { field: 'artist_clip_id', plan: planPersonaSong },
  { field: 'task', plan: null },
];

const given = (value: unknown) =>
  value != null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The task clips a generate body asks for, or null for a plain new song. The first task field
 * given decides; a field this server has no task for is a 400 `unsupportedTask`.
 */
export async function planTaskClips(
  deps: GenerationDeps,
  userId: string,
  tier: Tier,
  body: GenerateRequest,
): Promise<NewClip[] | null> {
  const task = TASK_PLANNERS.find(
    ({ field, when }) => given(body[field]) && (when?.(body) ?? true),
  );
  if (!task) return null;
  if (!task.plan)
    throw new ApiError(400, 'unsupportedTask', 'This server cannot do that task yet.');
  return task.plan(deps, userId, tier, body);
}
