import type { SnapshotFrom } from 'xstate';
import type { editorMachine } from './editor.machine';
import { canInfill, editRequestOf } from './edit.requests';

type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** What the page shows: loading, the editor, or why the clip did not load. */
export const selectEditorView = (s: EditorSnapshot): 'loading' | 'ready' | 'failed' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';

export const selectEditClip = (s: EditorSnapshot) => s.context.clip;
export const selectEditState = (s: EditorSnapshot) => s.context.state;
export const selectInfillLyrics = (s: EditorSnapshot) => s.context.infillLyrics;
export const selectInfillKind = (s: EditorSnapshot) => s.context.infillKind;
export const selectZoom = (s: EditorSnapshot) => s.context.zoom;
export const selectEditorError = (s: EditorSnapshot) => s.context.error;
export const selectEditActionRef = (s: EditorSnapshot) => s.context.action;
export const selectIsPlaying = (s: EditorSnapshot) => s.matches({ ready: { playback: 'playing' } });

/** Whether the active tool has what it needs (a selection for crop and replace section). */
export const selectCanApply = (s: EditorSnapshot) => {
  const { clip, state, infillLyrics, infillKind } = s.context;
  return (
    clip !== null && state !== null && editRequestOf(state, clip, infillLyrics, infillKind) !== null
  );
};

/** Spec 001 §5: replace section shows only for a selection of 5 s or more. */
export const selectCanInfill = (s: EditorSnapshot) =>
  canInfill(s.context.state?.selectionRange ?? null);

/** "Make the whole song" applies to a clip that continues another (an extension, an infill). */
export const selectCanConcat = (s: EditorSnapshot) =>
  Boolean(s.context.clip?.metadata.continue_clip_id);
