import {
  CREDITS_PER_EDIT_CLIP,
  DEFAULT_FADE_OUT_MS,
  EDIT_MAX_RESULT_S,
  EDIT_MIN_S,
  SPEED_FACTOR_MAX,
  SPEED_FACTOR_MIN,
} from '../../contracts/constants';
import type { CropRequest, FadeRequest, SpeedRequest } from '../../contracts/edit-actions';
import type { EngineTaskSpec } from '../../worker/tasks/spec';
import type { ClipRow } from '../clips/clip-view';
import { newClipId, type NewClip } from '../generation/commit-clips';
import { ApiError } from '../http/errors';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { taskMetadata } from './task-metadata';

export type EditAction = 'crop' | 'fade' | 'speed';

const refuse = (detail: string) => new ApiError(400, 'invalidTaskInput', detail);
const seconds = (value: number) => `${Number(value.toFixed(2))} s`;

/** A range in seconds inside the clip and at least EDIT_MIN_S long. */
function checkRange(startS: number, endS: number, durationS: number, what: string): void {
  if (!(startS >= 0 && endS <= durationS && endS > startS)) {
    throw refuse(
      `The ${what} must be within the clip (0 to ${seconds(durationS)}), end after start.`,
    );
  }
  if (endS - startS < EDIT_MIN_S)
    throw refuse(`The ${what} must be at least ${EDIT_MIN_S} s long.`);
}

/** A result between EDIT_MIN_S and EDIT_MAX_RESULT_S long. */
function checkResult(resultS: number): void {
  if (resultS < EDIT_MIN_S) throw refuse(`The edited clip would be shorter than ${EDIT_MIN_S} s.`);
  if (resultS > EDIT_MAX_RESULT_S) {
    throw refuse(`The edited clip would be longer than ${EDIT_MAX_RESULT_S / 60} minutes.`);
  }
}

/** A fade in ms: more than 0 and no longer than the audio it fades. */
function checkFade(fadeMs: number, lengthS: number): void {
  if (!(fadeMs > 0 && fadeMs <= lengthS * 1000)) {
    throw refuse(
      `fade_out_time is in ms: more than 0 and at most ${Math.floor(lengthS * 1000)} here.`,
    );
  }
}

/** Crop: keep the range, or cut it out (`is_crop_remove`); optional fade at the cut(s). */
function planCrop(body: CropRequest, durationS: number, source: string): [EngineTaskSpec, number] {
  const { crop_start_s: startS, crop_end_s: endS } = body;
  checkRange(startS, endS, durationS, 'crop range');
  const remove = body.is_crop_remove ?? false;
  const resultS = remove ? durationS - (endS - startS) : endS - startS;
  checkResult(resultS);
  if (body.fade_out_time !== undefined) checkFade(body.fade_out_time, resultS);
  return [
    {
      name: 'crop',
      source,
      startS,
      endS,
      remove,
      ...(body.fade_out_time !== undefined && { fadeMs: body.fade_out_time }),
    },
    resultS,
  ];
}

/** Fade: the last `fade_out_time` ms (5000 unless given) fall to silence. */
function planFade(body: FadeRequest, durationS: number, source: string): [EngineTaskSpec, number] {
  const fadeMs = body.fade_out_time ?? DEFAULT_FADE_OUT_MS;
  checkFade(fadeMs, durationS);
  return [{ name: 'fade', source, fadeMs }, durationS];
}

/** Speed: the whole clip, or the range from change_speed_start_time to change_speed_end_time. */
function planSpeed(
  body: SpeedRequest,
  durationS: number,
  source: string,
): [EngineTaskSpec, number] {
  const factor = body.speed_factor;
  if (!(factor >= SPEED_FACTOR_MIN && factor <= SPEED_FACTOR_MAX)) {
    throw refuse(`speed_factor must be from ${SPEED_FACTOR_MIN} to ${SPEED_FACTOR_MAX}.`);
  }
  const startS = body.change_speed_start_time;
  const endS = body.change_speed_end_time;
  if ((startS === undefined) !== (endS === undefined)) {
    throw refuse('Give both change_speed_start_time and change_speed_end_time, or neither.');
  }
  const range = startS !== undefined && endS !== undefined ? { startS, endS } : undefined;
  if (range) checkRange(range.startS, range.endS, durationS, 'speed range');
  const changedS = range ? range.endS - range.startS : durationS;
  const resultS = durationS - changedS + changedS / factor;
  checkResult(resultS);
  return [
    { name: 'speed', source, factor, tempoOnly: body.tempo_only ?? false, ...(range && { range }) },
    resultS,
  ];
}

const PLANNERS = { crop: planCrop, fade: planFade, speed: planSpeed } as const;

/** What an edit's title says it did; a speed change says which way. */
function editLabel(action: EditAction, body: CropRequest | FadeRequest | SpeedRequest): string {
  if (action !== 'speed') return TITLE_LABELS[action];
  return (body as SpeedRequest).speed_factor < 1 ? TITLE_LABELS.slowDown : TITLE_LABELS.speedUp;
}

/**
 * An edit action's clip (spec 001 §4 "Edit actions"): one new clip made from `source` by the
 * engine's crop, fade or speed, its source in `source_clip_ids`. Bad ranges and factors are 400
 * `invalidTaskInput`, checked here so the job never starts with them.
 */
export function planEditAction(
  action: EditAction,
  source: ClipRow,
  body: CropRequest | FadeRequest | SpeedRequest,
): NewClip {
  const durationS = source.durationS ?? 0;
  const plan = PLANNERS[action] as (
    body: CropRequest | FadeRequest | SpeedRequest,
    durationS: number,
    source: string,
  ) => [EngineTaskSpec, number];
  const [spec, resultS] = plan(body, durationS, source.id);
  return {
    id: newClipId(),
    title: labelledTitle(source.title, editLabel(action, body)),
    modelName: source.modelName,
    seed: source.seed,
    lyrics: source.lyrics,
    durationS: Number(resultS.toFixed(2)),
    credits: CREDITS_PER_EDIT_CLIP,
    metadata: {
      ...taskMetadata(source, 'gen', action, { source_clip_ids: [source.id] }),
      engine_task: spec,
    },
  };
}
