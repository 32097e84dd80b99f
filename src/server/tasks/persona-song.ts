import { CLIPS_PER_GENERATION, CREDITS_PER_CLIP, type Tier } from '../../contracts/constants';
import type { GenerateRequest } from '../../contracts/generation';
import { findModel } from '../../engine/models';
import { EngineInputError } from '../../engine/pipeline/errors';
import { artistStyle, personaControls } from '../../engine/tasks/persona';
import type { SongControls } from '../../engine/tasks/sliders';
import { canUseModel } from '../billing/models';
import { newClipId, type NewClip } from '../generation/commit-clips';
import type { GenerationDeps } from '../generation/deps';
import { planGeneration } from '../generation/plan-request';
import { ApiError } from '../http/errors';
import { PERSONA_NOT_FOUND, usablePersona } from '../personas/persona-store';
import { loadSourceClip } from './source-clip';

/**
 * A new song with a persona (`persona_id`, or the first of `persona_ids`) and/or an artist clip
 * (`artist_clip_id`, `artist_start_s`, `artist_end_s`): two plain new songs whose request
 * carries controls, so they sing in the persona's voice, in its key, following its style, or
 * follow the style of the artist clip's range.
 *
 * Spec 000 §5 forces the model for persona and artist songs without saying which: ours is the
 * model of the clip the voice or style comes from (the persona's root clip, else the artist
 * clip), when the user's plan may use it; otherwise the model asked for.
 */
export async function planPersonaSong(
  deps: GenerationDeps,
  userId: string,
  tier: Tier,
  body: GenerateRequest,
): Promise<NewClip[]> {
  const personaId = body.persona_id ?? body.persona_ids?.find((id) => id.trim() !== '');
  if (!personaId && !body.artist_clip_id) throw new ApiError(404, 'notFound', PERSONA_NOT_FOUND);
  const persona = personaId ? await usablePersona(deps, userId, personaId) : undefined;
  const artistClip = body.artist_clip_id
    ? await loadSourceClip(deps, userId, body.artist_clip_id)
    : undefined;
  const model = forcedModel(tier, persona?.root_clip.model ?? artistClip?.modelName, body.mv);

  const sliders = body.metadata?.control_sliders;
  let controls: SongControls = {
    ...(sliders?.style_weight != null && { styleWeight: sliders.style_weight }),
    ...(sliders?.audio_weight != null && { audioWeight: sliders.audio_weight }),
    ...(sliders?.weirdness_constraint != null && { weirdness: sliders.weirdness_constraint }),
  };
  if (persona) controls = personaControls(persona, controls);
  if (artistClip) {
    const artist = artistRange(body, deps.media.dir(artistClip.id), model);
    controls = { ...controls, reference: artist.style, tonic: artist.tonic };
  }

  const plans = planGeneration(
    { ...body, ...(model && { mv: model }) },
    tier,
    CLIPS_PER_GENERATION,
    deps.maxDurationS,
    controls,
  );
  return plans.map((plan) => ({
    id: newClipId(),
    title: plan.title,
    modelName: plan.model.id,
    seed: plan.seed,
    lyrics: plan.lyrics,
    durationS: plan.durationS,
    metadata: {
      ...plan.metadata,
      persona_id: persona?.id ?? null,
      ...(persona && !plan.metadata.make_instrumental && { vocal_gender: persona.voice.gender }),
      ...(artistClip && { source_clip_ids: [artistClip.id] }),
      engine_request: plan.request,
    },
    credits: CREDITS_PER_CLIP,
  }));
}

/** The source's model when the plan may use it, else the one asked for (checked as usual). */
function forcedModel(tier: Tier, source: string | undefined, asked: string | undefined) {
  const model = source === undefined ? undefined : findModel(source);
  return model && canUseModel(tier, model) ? model.id : asked;
}

/**
 * The artist clip's style over `[artist_start_s, artist_end_s)` (spec 001 §5: both set or both
 * unset, start not below 0 nor after end; the whole clip when unset), capped at 60 s on auk
 * models and 120 s otherwise.
 */
function artistRange(body: GenerateRequest, dir: string, model: string | undefined) {
  const { artist_start_s: start, artist_end_s: end } = body;
  if ((start === undefined) !== (end === undefined) || (start ?? 0) > (end ?? Infinity)) {
    throw new ApiError(
      400,
      'invalidTaskInput',
      'artist_start_s and artist_end_s are given together, with the start not after the end.',
    );
  }
  const auk = findModel(model ?? '')?.family === 'auk';
  try {
    return artistStyle(dir, { startS: start ?? 0, endS: end ?? Infinity, auk });
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    // The range's message names the clip's length; others would name server paths.
    const detail =
      error.code === 'invalidTaskOption'
        ? error.message
        : 'This clip cannot lend its style: it was not made by this engine.';
    throw new ApiError(400, 'invalidTaskInput', detail);
  }
}
