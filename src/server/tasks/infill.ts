import { randomInt } from 'node:crypto';
import {
  CLIPS_PER_GENERATION,
  INFILL_MIN_S,
  TASK_CREDITS_PER_CLIP,
  type Tier,
} from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { INFILL_EDGE_DURATIONS_S, INFILL_KINDS, type InfillKind } from '../../engine/tasks/infill';
import type { NewClip } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { moderateBody } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { loadSourceClip } from './source-clip';
import { taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/** Seconds a range may be off the clip's end or its own length (clients round). */
const ROUNDING_S = 0.05;
/** How far inside the stored length a range that reaches the end stops (it is rounded). */
const END_MARGIN_S = 0.01;

export const isInfillKind = (task: string | undefined): task is InfillKind =>
  (INFILL_KINDS as readonly (string | undefined)[]).includes(task);

const refuse = (detail: string) => new ApiError(400, 'invalidTaskInput', detail);

/**
 * Infill (`task` infill, infill_intro or infill_outro, the clip in `continue_clip_id`): two
 * clips that are the source with one range regenerated. An intro or outro lasts
 * `infill_dur_s`, else one of 5, 10, 15 or 20 s at random (spec 000 §5); a middle infill is
 * `infill_start_s`..`infill_end_s` (or start plus `infill_dur_s`), at least INFILL_MIN_S long
 * (spec 001 §5). The context may narrow what the new music listens to but must hold the range.
 */
export async function planInfill(
  deps: GenerationDeps,
  userId: string,
  _tier: Tier,
  body: GenerateRequest,
): Promise<NewClip[]> {
  moderateBody(body);
  const kind: InfillKind = isInfillKind(body.task) ? body.task : 'infill';
  if (!body.continue_clip_id) throw refuse('An infill needs its clip in continue_clip_id.');
  const source = await loadSourceClip(deps, userId, body.continue_clip_id);
  const durationS = source.durationS ?? 0;
  const range = infillRange(kind, body, durationS);
  const contextStartS = body.infill_context_start_s ?? 0;
  const contextEndS = body.infill_context_end_s ?? durationS;
  if (
    contextStartS > range.startS + ROUNDING_S ||
    contextEndS < range.endS - ROUNDING_S ||
    contextEndS > durationS + ROUNDING_S
  ) {
    throw refuse('The infill context must hold the range and lie within the clip.');
  }
  return taskClips(CLIPS_PER_GENERATION, (seed) => ({
    title: body.title ?? labelledTitle(source.title, TITLE_LABELS[kind]),
    modelName: source.modelName,
    lyrics: source.lyrics,
    durationS: source.durationS,
    credits: TASK_CREDITS_PER_CLIP.infill,
    metadata: {
      ...taskMetadata(source, 'gen', kind, {
        continue_clip_id: source.id,
        source_clip_ids: [source.id],
      }),
      engine_task: {
        name: 'infill',
        source: source.id,
        kind,
        seed,
        ...(kind === 'infill'
          ? { startS: range.startS, endS: range.endS }
          : { durS: range.endS - range.startS }),
        contextStartS: Math.min(contextStartS, range.startS),
        contextEndS: Math.max(Math.min(contextEndS, durationS), range.endS),
      },
    },
  }));
}

/** The range to regenerate, checked against the clip; 400 when it does not fit. */
function infillRange(
  kind: InfillKind,
  body: GenerateRequest,
  durationS: number,
): { startS: number; endS: number } {
  if (kind !== 'infill') {
    const asked =
      body.infill_dur_s ?? INFILL_EDGE_DURATIONS_S[randomInt(INFILL_EDGE_DURATIONS_S.length)]!;
    if (!(asked > 0)) throw refuse('infill_dur_s must be more than 0 seconds.');
    const dur = Math.min(asked, durationS);
    return kind === 'infill_intro'
      ? { startS: 0, endS: dur }
      : { startS: durationS - dur, endS: durationS };
  }
  const startS = body.infill_start_s;
  if (startS === undefined) throw refuse('An infill needs infill_start_s.');
  const endS =
    body.infill_end_s ?? (body.infill_dur_s === undefined ? undefined : startS + body.infill_dur_s);
  if (endS === undefined) throw refuse('An infill needs infill_end_s or infill_dur_s.');
  if (body.infill_dur_s !== undefined && Math.abs(endS - startS - body.infill_dur_s) > ROUNDING_S) {
    throw refuse('infill_dur_s must be the length of the range (infill_end_s - infill_start_s).');
  }
  if (!(endS > startS))
    throw refuse('The infill range needs different from and to times, from before to.');
  if (endS > durationS + ROUNDING_S) {
    throw refuse(`The infill range must lie within the clip (0..${durationS.toFixed(2)} s).`);
  }
  if (endS - startS < INFILL_MIN_S) {
    throw refuse(`An infill range lasts at least ${INFILL_MIN_S} seconds.`);
  }
  // The stored length is rounded to 0.01 s; a range to the end stops just inside the audio.
  return { startS, endS: Math.min(endS, durationS - END_MARGIN_S) };
}
