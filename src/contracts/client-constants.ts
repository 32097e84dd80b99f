/**
 * Browser-only constants the spec leaves open (our choices), beside the shared ones in
 * `constants.ts`.
 */

/** The create form is saved this long after the last change. Our choice: like the playbar's 500 ms (spec 001 §9). */
export const CREATE_SAVE_DEBOUNCE_MS = 500;
