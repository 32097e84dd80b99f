import { CLIPS_PER_GENERATION, TASK_CREDITS_PER_CLIP, type Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { PAINTING_AUDIO_WEIGHT, PAINTING_MAX_S } from '../../engine/tasks/paint';
import type { StoredMetadata } from '../clips/clip-view';
import type { NewClip } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { moderateBody } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { loadSourceClip } from './source-clip';
import { askedGender, taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/** Seconds a range may pass the clip's stored (rounded) end. */
const ROUNDING_S = 0.05;

type Mode = 'under' | 'over';

const FIELDS = {
  under: {
    clip: 'underpainting_clip_id',
    start: 'underpainting_start_s',
    end: 'underpainting_end_s',
  },
  over: { clip: 'overpainting_clip_id', start: 'overpainting_start_s', end: 'overpainting_end_s' },
} as const satisfies Record<Mode, Record<string, keyof GenerateRequest>>;

/**
 * Underpainting (`underpainting_clip_id`): a new accompaniment under the clip's vocals;
 * overpainting (`overpainting_clip_id`): new vocals over its instrumental. Either between the
 * body's start and end seconds (the whole clip when absent, capped at PAINTING_MAX_S), in the
 * styles of `tags`, keeping `audio_weight` of the clip's sound: 0.75 unless the body's
 * control sliders say otherwise (spec 000 §9). Two clips on the source's model.
 */
export const planUnderpainting = (
  deps: GenerationDeps,
  userId: string,
  _tier: Tier,
  body: GenerateRequest,
) => planPainting(deps, userId, body, 'under');

export const planOverpainting = (
  deps: GenerationDeps,
  userId: string,
  _tier: Tier,
  body: GenerateRequest,
) => planPainting(deps, userId, body, 'over');

async function planPainting(
  deps: GenerationDeps,
  userId: string,
  body: GenerateRequest,
  mode: Mode,
): Promise<NewClip[]> {
  moderateBody(body);
  const fields = FIELDS[mode];
  const source = await loadSourceClip(deps, userId, body[fields.clip]!);
  const from = source.metadata as StoredMetadata;
  const durationS = source.durationS ?? 0;
  const startS = body[fields.start] ?? 0;
  const endS = Math.min(body[fields.end] ?? durationS, startS + PAINTING_MAX_S, durationS);
  if (!(startS < durationS && endS > startS) || (body[fields.end] ?? 0) > durationS + ROUNDING_S) {
    throw new ApiError(
      400,
      'invalidTaskInput',
      `The painting range must lie inside the clip (0..${durationS.toFixed(2)} s), start before end.`,
    );
  }
  if (mode === 'over' && from.make_instrumental) {
    throw new ApiError(400, 'invalidTaskInput', 'Overpainting needs a clip with vocals.');
  }
  const vocalGender = askedGender(body.metadata?.vocal_gender);
  const sliders = body.metadata?.control_sliders ?? from.control_sliders ?? {};
  const audioWeight = body.metadata?.control_sliders?.audio_weight ?? PAINTING_AUDIO_WEIGHT;
  const task = mode === 'under' ? 'underpainting' : 'overpainting';
  return taskClips(CLIPS_PER_GENERATION, (seed) => ({
    title: body.title ?? labelledTitle(source.title, TITLE_LABELS[task]),
    modelName: source.modelName,
    lyrics: source.lyrics,
    durationS: source.durationS,
    credits: TASK_CREDITS_PER_CLIP.painting,
    metadata: {
      ...taskMetadata(source, 'gen', task, {
        tags: body.tags ?? from.tags ?? null,
        vocal_gender: vocalGender ?? from.vocal_gender ?? null,
        control_sliders: { ...sliders, audio_weight: audioWeight },
        source_clip_ids: [source.id],
      }),
      engine_task: {
        name: 'paint',
        source: source.id,
        mode,
        startS,
        endS,
        seed,
        audioWeight,
        ...(body.tags && { tags: body.tags }),
        ...(vocalGender && { vocalGender }),
      },
    },
  }));
}
