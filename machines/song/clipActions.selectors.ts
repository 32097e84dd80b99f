import type { SnapshotFrom } from 'xstate';
import type { generationsMachine } from '../generations/generations.machine';
import type { clipActionsMachine } from './clipActions.machine';
import { isMadeFrom } from './clipActions.fields';

type ClipActionsSnapshot = SnapshotFrom<typeof clipActionsMachine>;
type GenerationsSnapshot = SnapshotFrom<typeof generationsMachine>;

/** What the song page shows of its actions: nothing, the menu, a dialog, or a call running. */
export type ClipActionsView = 'closed' | 'menu' | 'extend' | 'cover' | 'remaster' | 'submitting';

export const selectActionsView = (s: ClipActionsSnapshot): ClipActionsView =>
  s.value as ClipActionsView;
/** Which dialog a running call came from, so it stays on screen (busy) meanwhile. */
export const selectSubmittingTask = (s: ClipActionsSnapshot) =>
  s.matches('submitting') ? (s.context.pending?.task ?? null) : null;
export const selectExtendFields = (s: ClipActionsSnapshot) => s.context.extend;
export const selectCoverFields = (s: ClipActionsSnapshot) => s.context.cover;
export const selectRemasterFields = (s: ClipActionsSnapshot) => s.context.remaster;
export const selectFieldErrors = (s: ClipActionsSnapshot) => s.context.fieldErrors;
export const selectActionsError = (s: ClipActionsSnapshot) => s.context.error;

/** Tracked clips made from `clipId` by a task (extend, cover, remaster, stems, whole song). */
export const selectIdsMadeFrom = (s: GenerationsSnapshot | undefined, clipId: string): string[] =>
  s
    ? s.context.order.filter((id) => {
        const clip = s.context.refs[id]?.getSnapshot().context.clip;
        return clip !== undefined && isMadeFrom(clip, clipId);
      })
    : [];
