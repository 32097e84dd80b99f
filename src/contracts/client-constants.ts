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
