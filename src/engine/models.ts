/**
 * The engine's models, one per model family the spec's rules key on
 * (v3.5, v4, auk, bluejay, crow). Each has its own limits and character.
 * Numbers the spec does not show are our choice; docs/engine.md lists them.
 */
export type ModelFamily = 'v3.5' | 'v4' | 'auk' | 'bluejay' | 'crow';

export interface EngineModel {
  id: string;
  family: ModelFamily;
  /** Name shown in the model picker. */
  label: string;
  /**
   * Maximum lyrics length in characters (spec 000 §5: one tier for v3.5, v4 and
   * auk, one for bluejay and crow, and a default for anything else).
   */
  maxLyricsChars: number;
  /** Longest song the model writes, in seconds. */
  maxDurationS: number;
  /** Length it aims for when the lyrics do not decide it. */
  targetDurationS: number;
  /** 0..1: how many parts play at once and how busy they are. */
  density: number;
  /** 0..1: vocal polish (vibrato control, crossfade smoothness, doubling). */
  voiceQuality: number;
  /** Only bluejay sings mumble lyrics (spec 001 §4). */
  supportsMumble: boolean;
}

/** Lyrics limits per tier (spec 000 §5, values not shown; ours). */
export const LYRICS_LIMIT_V3_V4_AUK = 3000;
export const LYRICS_LIMIT_BLUEJAY_CROW = 5000;
export const LYRICS_LIMIT_DEFAULT = 1250;

export const ENGINE_MODELS: readonly EngineModel[] = [
  {
    id: 'chirp-v3-5',
    family: 'v3.5',
    label: 'v3.5',
    maxLyricsChars: LYRICS_LIMIT_V3_V4_AUK,
    maxDurationS: 240,
    targetDurationS: 150,
    density: 0.45,
    voiceQuality: 0.5,
    supportsMumble: false,
  },
  {
    id: 'chirp-v4',
    family: 'v4',
    label: 'v4',
    maxLyricsChars: LYRICS_LIMIT_V3_V4_AUK,
    maxDurationS: 240,
    targetDurationS: 165,
    density: 0.6,
    voiceQuality: 0.65,
    supportsMumble: false,
  },
  {
    id: 'chirp-auk',
    family: 'auk',
    label: 'v4.5',
    maxLyricsChars: LYRICS_LIMIT_V3_V4_AUK,
    maxDurationS: 480,
    targetDurationS: 180,
    density: 0.7,
    voiceQuality: 0.8,
    supportsMumble: false,
  },
  {
    id: 'chirp-bluejay',
    family: 'bluejay',
    label: 'v4.5+',
    maxLyricsChars: LYRICS_LIMIT_BLUEJAY_CROW,
    maxDurationS: 480,
    targetDurationS: 180,
    density: 0.8,
    voiceQuality: 0.9,
    supportsMumble: true,
  },
  {
    id: 'chirp-crow',
    family: 'crow',
    label: 'v5',
    maxLyricsChars: LYRICS_LIMIT_BLUEJAY_CROW,
    maxDurationS: 480,
    targetDurationS: 180,
    density: 0.9,
    voiceQuality: 1,
    supportsMumble: false,
  },
];

export const DEFAULT_MODEL_ID = 'chirp-v4';

/** Model names seen in the spec (000 §9) and aliases clients send, mapped to our models. */
const ALIASES: Record<string, string> = {
  'chirp-v3-5-tau': 'chirp-v3-5',
  'chirp-v3-5-upload': 'chirp-v3-5',
  'chirp-v3p5-engine-t-5': 'chirp-v3-5',
  'chirp-v4-tau': 'chirp-v4',
};

/** The model for an id or alias, or undefined when unknown. */
export function findModel(id: string): EngineModel | undefined {
  const resolved = ALIASES[id] ?? id;
  return ENGINE_MODELS.find((model) => model.id === resolved);
}
