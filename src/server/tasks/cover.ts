import { CLIPS_PER_GENERATION, TASK_CREDITS_PER_CLIP, type Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import type { StoredMetadata } from '../clips/clip-view';
import type { NewClip } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { moderateBody } from '../generation/plan-request';
import { contestsOfClip } from '../contests/contest-store';
import { UPLOAD_MODEL } from '../uploads/upload-clip';
import { loadSourceClip, UUID } from './source-clip';
import { labelledTitle, TITLE_LABELS } from './derived-title';
import { askedGender, taskClips } from './task-clips';
import { taskMetadata } from './task-metadata';

/**
 * Spec 001 §6 cover eligibility: the owner's own clips, allowed ones (public, the creator lets
 * others remix: spec 000 §6 can_remix) and the base clips of open contests (public too).
 */
export async function loadCoverSource(
  deps: Pick<GenerationDeps, 'db'>,
  userId: string,
  clipId: string,
) {
  const contestClip = UUID.test(clipId) && (await contestsOfClip(deps.db, clipId)).length > 0;
  return loadSourceClip(deps, userId, clipId, { contestClip });
}

/**
 * Cover (`cover_clip_id`): two clips singing the source's melody and lyrics in the styles of
 * `tags` and the voice of `metadata.vocal_gender` (the source's when absent), keeping as much
 * of the source's sound as `metadata.control_sliders.audio_weight` says. The model is the
 * source's (spec 000 §5 forces it for covers). An uploaded recording is covered from what the
 * engine hears in it (tempo, key, chords, melody) and sung with the upload's lyrics, if any.
 */
export async function planCover(
  deps: GenerationDeps,
  userId: string,
  _tier: Tier,
  body: GenerateRequest,
): Promise<NewClip[]> {
  moderateBody(body);
  const source = await loadCoverSource(deps, userId, body.cover_clip_id!);
  const from = source.metadata as StoredMetadata;
  const vocalGender = askedGender(body.metadata?.vocal_gender);
  const sliders = body.metadata?.control_sliders ?? null;
  const audioWeight = sliders?.audio_weight;
  return taskClips(CLIPS_PER_GENERATION, (seed) => ({
    title: body.title ?? labelledTitle(source.title, TITLE_LABELS.cover),
    modelName: source.modelName,
    lyrics: source.lyrics,
    durationS: null,
    credits: TASK_CREDITS_PER_CLIP.cover,
    metadata: {
      ...taskMetadata(source, 'gen', null, {
        tags: body.tags ?? from.tags ?? null,
        negative_tags: body.negative_tags ?? from.negative_tags ?? null,
        vocal_gender: vocalGender ?? from.vocal_gender ?? null,
        control_sliders: sliders ?? from.control_sliders ?? null,
        cover_clip_id: source.id,
        source_clip_ids: [source.id],
      }),
      engine_task: {
        name: 'cover',
        source: source.id,
        seed,
        ...(body.tags && { tags: body.tags }),
        ...(vocalGender && { vocalGender }),
        ...(audioWeight !== undefined && { audioWeight }),
        ...(source.modelName === UPLOAD_MODEL && source.lyrics && { lyrics: source.lyrics }),
      },
    },
  }));
}
