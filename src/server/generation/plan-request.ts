import { randomInt } from 'node:crypto';
import type { VocalGender } from '../../contracts/clip';
import type { GenerateRequest } from '../../contracts/generation';
import type { Tier } from '../../contracts/constants';
import { DEFAULT_MODEL_ID, findModel, type EngineModel } from '../../engine/models';
import { EngineInputError } from '../../engine/pipeline/errors';
import { planSong, type SongRequest } from '../../engine/pipeline/plan';
import type { SongControls } from '../../engine/tasks/sliders';
import { displayName } from '../../engine/text/lexicon';
import { canUseModel } from '../billing/models';
import { ApiError } from '../http/errors';
import { findCopyrightNames, lyricsBreakGuidelines } from '../moderation/moderation';
import type { StoredMetadata } from '../clips/clip-view';

/** What the worker needs to render one clip, stored with it. */
export interface ClipPlan {
  seed: number;
  title: string;
  lyrics: string | null;
  /** The song's length as planned; the render ends exactly there. */
  durationS: number;
  model: EngineModel;
  request: SongRequest;
  metadata: StoredMetadata;
}

/** Spec 000 §8: the 424 body the client recognises as the copyright text. */
export const COPYRIGHT_DETAIL =
  'Your prompt names an artist or a producer tag. Describe the genre, mood or instruments instead.';

const ENGINE_CODES = {
  unknownModel: 'unknownModel',
  emptyPrompt: 'emptyPrompt',
  descriptionTooLong: 'promptTooLong',
  lyricsTooLong: 'lyricsTooLong',
} as const;

/**
 * Validates and moderates a generate body for this user and plans both clips: the first from
 * the request (writing lyrics and a title in simple mode), the second singing the same lyrics
 * under the same title with another seed. `controls` (a persona's voice, an artist clip's
 * style) shape every clip. Throws ApiError with the catalogue's status.
 */
export function planGeneration(
  body: GenerateRequest,
  tier: Tier,
  count: number,
  maxDurationS?: number,
  controls?: SongControls,
): ClipPlan[] {
  const found = findModel(body.mv ?? DEFAULT_MODEL_ID);
  if (!found) throw new ApiError(400, 'unknownModel', `Unknown model "${body.mv}".`);
  const model: EngineModel = found;
  if (!canUseModel(tier, model)) {
    throw new ApiError(
      403,
      'modelNotAllowed',
      `Your plan cannot use ${model.label}. Upgrade to use it.`,
    );
  }
  moderateBody(body);

  const vocalGender = body.metadata?.vocal_gender ?? undefined;
  const instrumental = body.make_instrumental ?? false;
  const base: Omit<SongRequest, 'seed'> = {
    model: model.id,
    instrumental,
    ...(body.gpt_description_prompt && { description: body.gpt_description_prompt }),
    ...(body.prompt && !instrumental && { lyrics: body.prompt }),
    ...(body.tags && { tags: body.tags }),
    ...(body.negative_tags && { negativeTags: body.negative_tags }),
    ...(body.title && { title: body.title }),
    ...(vocalGender &&
      vocalGender !== 'unspecified' && { vocalGender: vocalGender as VocalGender }),
    ...(maxDurationS && { maxDurationS }),
    ...(controls && { controls }),
  };
  const first = plan({ ...base, seed: newSeed() });
  const plans = [first];
  while (plans.length < count) {
    const request: SongRequest = {
      ...base,
      seed: newSeed(),
      title: first.title,
      ...(first.lyrics !== null && { lyrics: first.lyrics }),
    };
    plans.push(plan(request));
  }
  return plans.map(({ styleSummary, ...p }) => ({
    ...p,
    metadata: metadataOf(body, { ...p, styleSummary }),
  }));

  function plan(request: SongRequest): Omit<ClipPlan, 'metadata'> & { styleSummary: string } {
    try {
      const song = planSong(request);
      return {
        seed: request.seed,
        title: song.score.title,
        lyrics: song.lyrics,
        durationS: Number(song.score.duration.toFixed(2)),
        styleSummary: [...song.score.style.genres, ...song.score.style.moods]
          .map(displayName)
          .join(', '),
        model,
        request: {
          ...request,
          title: song.score.title,
          ...(song.lyrics !== null && { lyrics: song.lyrics }),
        },
      };
    } catch (error) {
      if (error instanceof EngineInputError && error.code in ENGINE_CODES) {
        throw new ApiError(
          400,
          ENGINE_CODES[error.code as keyof typeof ENGINE_CODES],
          error.message,
        );
      }
      throw error;
    }
  }
}

/** 424 for an artist or producer tag in the prompt, styles or title; 451 for lyrics. */
export function moderateBody(
  body: Pick<GenerateRequest, 'gpt_description_prompt' | 'tags' | 'title' | 'prompt'>,
): void {
  const names = findCopyrightNames([body.gpt_description_prompt, body.tags, body.title].join(' '));
  if (names.length > 0) throw new ApiError(424, 'copyright', COPYRIGHT_DETAIL);
  if (body.prompt && lyricsBreakGuidelines(body.prompt)) {
    throw new ApiError(
      451,
      'lyricsModeration',
      'The lyrics do not meet our content guidelines. Please try again with different lyrics.',
    );
  }
}

function metadataOf(
  body: GenerateRequest,
  plan: Omit<ClipPlan, 'metadata'> & { styleSummary: string },
): StoredMetadata {
  const mode = body.metadata?.create_mode ?? (body.gpt_description_prompt ? 'simple' : 'custom');
  return {
    type: 'gen',
    task: null,
    prompt: plan.lyrics ?? '',
    gpt_description_prompt: body.gpt_description_prompt ?? null,
    // Simple mode names no styles; show the ones the description was understood as.
    tags: body.tags ?? (plan.styleSummary || null),
    negative_tags: body.negative_tags ?? null,
    make_instrumental: body.make_instrumental ?? false,
    vocal_gender: body.metadata?.vocal_gender ?? null,
    control_sliders: body.metadata?.control_sliders ?? null,
    create_mode: mode,
    persona_id: null,
    cover_clip_id: null,
    refund_credits: false,
    has_vocal: !(body.make_instrumental ?? false),
  };
}

/** A 31-bit seed: deterministic rendering from here on. */
export const newSeed = () => randomInt(1, 2 ** 31 - 1);
