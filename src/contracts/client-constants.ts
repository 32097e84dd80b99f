/**
 * Browser-only constants the spec leaves open (our choices), beside the shared ones in
 * `constants.ts`.
 */

/** The create form is saved this long after the last change. Our choice: like the playbar's 500 ms (spec 001 §9). */
export const CREATE_SAVE_DEBOUNCE_MS = 500;

/**
 * While realtime is connected, running clips not heard from this long are read once: a channel
 * that attached but carries nothing (refused, or a lost message) must not hide a finished clip.
 * Our choice: twice the 30 s target for a whole generation, so a healthy run reads nothing.
 */
export const REALTIME_SILENCE_MS = 60_000;

/** The prompt-saved message stays this long: "The prompt-saved message is shown for 5 s" (spec 000 §9). */
export const PROMPT_SAVED_TOAST_MS = 5000;

/** Top style suggestions take this many random genres from `default_styles` (spec 000 §9). */
export const STYLE_SUGGESTION_RANDOM_GENRES = 5;

/** The first this-many top style suggestions are shuffled (spec 000 §9). */
export const STYLE_SUGGESTIONS_SHUFFLED = 10;

/**
 * At most this many style chips are shown. Spec 001 §9: the related and recommended style
 * counts are not shown; our choice fits two rows under the Styles field.
 */
export const STYLE_SUGGESTIONS_MAX = 12;

/** Recommendations are asked for once typing in Styles pauses this long. Our choice (spec 000 §7). */
export const STYLE_RECOMMEND_DEBOUNCE_MS = 400;

/** Spec 001 §5: selecting a continue clip sets the continue point to its duration minus 0.2 s. */
export const CONTINUE_BEFORE_END_S = 0.2;

/**
 * Spec 000 §5: the remaster sliders (0..1) and the values at which they are not sent: freedom
 * when non-zero, the others when not 0.5.
 */
export const REMASTER_SLIDER_DEFAULTS = {
  freedom: 0,
  tone: 0.5,
  clarity: 0.5,
  strength: 0.5,
  stereo_width: 0.5,
} as const;
export type RemasterSlider = keyof typeof REMASTER_SLIDER_DEFAULTS;
