import type { Clip } from '../../src/contracts/clip';
import type { GenerateBody } from '../../src/contracts/client-generation';
import { INFILL_BUTTON_MIN_S } from '../../src/contracts/constants';
import type { CropRequest, FadeRequest, SpeedRequest } from '../../src/contracts/edit-actions';
import type { EditState, InfillKindChoice, SelectionRange } from '../../src/contracts/edit-state';
import type { ConcatRequest } from '../../src/contracts/tasks';
import { toExtendBody } from '../song/clipActions.fields';

/** One call of edit mode: an edit action on a clip, a replaced section, or the whole song. */
export type EditRequest =
  | { action: 'crop'; clipId: string; body: CropRequest }
  | { action: 'fade'; clipId: string; body: FadeRequest }
  | { action: 'speed'; clipId: string; body: SpeedRequest }
  | { action: 'infill'; body: GenerateBody }
  | { action: 'extend'; body: GenerateBody }
  | { action: 'concat'; body: ConcatRequest };

export type EditActionName = EditRequest['action'];

/** Crop, fade and speed answer one action clip that edit mode polls (spec 001 §4). */
export const isPolledAction = (action: EditActionName) =>
  action === 'crop' || action === 'fade' || action === 'speed';

const round = (seconds: number) => Number(seconds.toFixed(2));

/** The selection's length in seconds (0 without one). */
export const selectionLength = (range: SelectionRange | null) =>
  range ? Math.max(0, range.end - range.start) : 0;

/** Spec 001 §5: the infill button shows only for a selection of 5 s or more. */
export const canInfill = (range: SelectionRange | null) =>
  selectionLength(range) >= INFILL_BUTTON_MIN_S;

/**
 * A selection ordered and held inside the clip (null when nothing of it is left): a drag
 * may run backwards or past either end.
 */
export function clampSelection(range: SelectionRange | null, durationS: number) {
  if (!range) return null;
  const start = Math.max(0, Math.min(range.start, range.end));
  const end = Math.min(durationS, Math.max(range.start, range.end));
  return end > start ? { start: round(start), end: round(end) } : null;
}

/** Where "extend from a point" continues: the selection's start, else the clip's end. */
export const extendPointOf = (range: SelectionRange | null, clip: Clip) =>
  range ? range.start : (clip.metadata.duration ?? 0);

/**
 * The call the active tool makes with the current state, or null when the tool needs a
 * selection there is not (crop, replace section) or no tool is chosen.
 */
export function editRequestOf(
  state: EditState,
  clip: Clip,
  lyrics: string,
  infillKind: InfillKindChoice = 'infill',
): EditRequest | null {
  const range = state.selectionRange;
  const edit_session_id = state.editSessionId;
  const clipId = clip.id;
  switch (state.activeEditTool) {
    case 'crop':
      if (!range) return null;
      return {
        action: 'crop',
        clipId,
        body: {
          crop_start_s: range.start,
          crop_end_s: range.end,
          is_crop_remove: state.isCropRemove,
          fade_out_time: state.isFadeOut ? state.fadeOutLengthMs : undefined,
          edit_session_id,
        },
      };
    case 'fade':
      return {
        action: 'fade',
        clipId,
        body: { fade_out_time: state.fadeOutLengthMs, edit_session_id },
      };
    case 'speed':
      return {
        action: 'speed',
        clipId,
        body: {
          speed_factor: state.speedFactor,
          tempo_only: state.changeTempoOnly,
          change_speed_start_time: range?.start,
          change_speed_end_time: range?.end,
          edit_session_id,
        },
      };
    case 'infill':
      if (infillKind !== 'infill') {
        // An intro or outro lasts 5, 10, 15 or 20 s, drawn by the server (spec 000 §5).
        return {
          action: 'infill',
          body: { task: infillKind, continue_clip_id: clipId, prompt: lyrics, mv: clip.model_name },
        };
      }
      if (!range || !canInfill(range)) return null;
      return {
        action: 'infill',
        body: {
          task: 'infill',
          continue_clip_id: clipId,
          infill_start_s: range.start,
          infill_end_s: range.end,
          prompt: lyrics,
          mv: clip.model_name,
          tags: clip.metadata.tags ?? undefined,
        },
      };
    case 'extend': {
      const at = extendPointOf(range, clip);
      if (!(at > 0)) return null;
      return {
        action: 'extend',
        body: toExtendBody(clip, { continueAt: String(at), lyrics }),
      };
    }
    default:
      return null;
  }
}

/** "Make the whole song" from this edit session (`POST /api/generate/concat/v2/`). */
export const concatRequestOf = (state: EditState, clip: Clip): EditRequest => ({
  action: 'concat',
  body: { clip_id: clip.id, is_infill: true, edit_session_id: state.editSessionId },
});
