import { z } from 'zod';
import { DEFAULT_FADE_OUT_MS, EDIT_STATE_MAX_AGE_MS } from './constants';

/** The editor's tools; `edit_details` (spec 001 §3: the default) is "no tool chosen yet". */
export const EDIT_TOOLS = ['edit_details', 'crop', 'fade', 'speed', 'infill', 'extend'] as const;
export type EditTool = (typeof EDIT_TOOLS)[number];

/** What replace section makes: the selected section, or a new intro or outro (spec 000 §5). */
export const INFILL_KIND_CHOICES = ['infill', 'infill_intro', 'infill_outro'] as const;
export type InfillKindChoice = (typeof INFILL_KIND_CHOICES)[number];

/** A selected stretch of the clip, in seconds. */
export interface SelectionRange {
  start: number;
  end: number;
}

const selectionSchema = z.object({ start: z.number().min(0), end: z.number().min(0) });

/** Spec 001 §3 "Edit state", as kept in local storage. */
export const editStateSchema = z.object({
  editingClipId: z.string().nullable(),
  selectionRange: selectionSchema.nullable(),
  activeEditTool: z.enum(EDIT_TOOLS),
  speedFactor: z.number().positive(),
  changeTempoOnly: z.boolean(),
  isCropRemove: z.boolean(),
  isFadeOut: z.boolean(),
  fadeOutLengthMs: z.number().positive(),
  editSessionId: z.string().nullable(),
});
export type EditState = z.infer<typeof editStateSchema>;

/** What local storage holds: the state and when it was saved (ms since the epoch). */
export const storedEditStateSchema = z.object({ savedAt: z.number(), state: editStateSchema });
export type StoredEditState = z.infer<typeof storedEditStateSchema>;

/** The local-storage key of the edit state. */
export const EDIT_STATE_KEY = 'openchirp.editState';

/** A fresh edit session's state for a clip. */
export const initialEditState = (
  editingClipId: string | null,
  editSessionId: string | null,
): EditState => ({
  editingClipId,
  selectionRange: null,
  activeEditTool: 'edit_details',
  speedFactor: 1,
  changeTempoOnly: false,
  isCropRemove: false,
  isFadeOut: false,
  fadeOutLengthMs: DEFAULT_FADE_OUT_MS,
  editSessionId,
});

/**
 * The saved edit state to pick up again (spec 001 §5: only if saved less than 15 minutes ago),
 * or null: nothing saved, unreadable, too old, saved in the future, or for another clip.
 */
export function restoreEditState(stored: unknown, now: number, clipId: string): EditState | null {
  const parsed = storedEditStateSchema.safeParse(stored);
  if (!parsed.success) return null;
  const age = now - parsed.data.savedAt;
  if (!(age >= 0 && age < EDIT_STATE_MAX_AGE_MS)) return null;
  return parsed.data.state.editingClipId === clipId ? parsed.data.state : null;
}
