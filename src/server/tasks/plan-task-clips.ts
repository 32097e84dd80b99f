import type { Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { ApiError } from '../http/errors';
import type { GenerationDeps } from '../generation/deps';
import type { NewClip } from '../generation/commit-clips';
import { planExtend } from './extend';

/** Generate-body fields that name a task over a stored clip, and the planner of each. */
const TASK_PLANNERS: {
  field: keyof GenerateRequest;
  plan:
    | ((
        deps: GenerationDeps,
        userId: string,
        tier: Tier,
        body: GenerateRequest,
      ) => Promise<NewClip[]>)
    | null;
}[] = [
  { field: 'continue_clip_id', plan: planExtend },
  { field: 'cover_clip_id', plan: null },
  { field: 'infill_start_s', plan: null },
  { field: 'underpainting_clip_id', plan: null },
  { field: 'overpainting_clip_id', plan: null },
  { field: 'persona_id', plan: null },
  { field: 'persona_ids', plan: null },
  { field: 'artist_clip_id', plan: null },
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
  const task = TASK_PLANNERS.find(({ field }) => given(body[field]));
  if (!task) return null;
  if (!task.plan)
    throw new ApiError(400, 'unsupportedTask', 'This server cannot do that task yet.');
  return task.plan(deps, userId, tier, body);
}
