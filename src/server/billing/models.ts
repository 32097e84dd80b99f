import type { Tier } from '../../contracts/constants';
import type { BillingModel } from '../../contracts/generation';
import { DEFAULT_MODEL_ID, ENGINE_MODELS, type EngineModel } from '../../engine/models';

/** Families a basic plan may use; paid plans use every model (spec 001 §6: plan features gate Auk). */
const BASIC_FAMILIES: readonly EngineModel['family'][] = ['v3.5', 'v4'];
/** Families that honour the control sliders (spec 000 §7 can_control_sliders). Our choice. */
const SLIDER_FAMILIES: readonly EngineModel['family'][] = ['auk', 'bluejay', 'crow'];

export const canUseModel = (tier: Tier, model: EngineModel) =>
  tier !== 'basic' || BASIC_FAMILIES.includes(model.family);

/** The `models` list of `GET /api/billing/info/`. */
export function billingModels(tier: Tier): BillingModel[] {
  return ENGINE_MODELS.map((model) => ({
    name: model.label,
    external_key: model.id,
    family: model.family,
    can_use: canUseModel(tier, model),
    max_lyrics_chars: model.maxLyricsChars,
    max_duration_s: model.maxDurationS,
    can_control_sliders: SLIDER_FAMILIES.includes(model.family)
      ? ['style_weight', 'audio_weight', 'weirdness_constraint']
      : [],
    is_default: model.id === DEFAULT_MODEL_ID,
  }));
}
