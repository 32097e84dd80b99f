import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { EditSettings, editorMachine } from '../../../machines/edit/editor.machine';
import {
  selectCanApply,
  selectCanConcat,
  selectCanInfill,
  selectEditActionRef,
  selectEditClip,
  selectEditorError,
  selectEditorView,
  selectEditState,
  selectInfillKind,
  selectInfillLyrics,
  selectIsPlaying,
  selectZoom,
} from '../../../machines/edit/editor.selectors';
import type { InfillKindChoice, SelectionRange } from '../../contracts/edit-state';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type EditorRef = ActorRefFrom<typeof editorMachine>;

/**
 * Edit mode on a clip (issue 16): the page holds its edit session open while it shows; leaving
 * it ends the session.
 */
export function useEditor(clipId: string) {
  useOpenPage({ kind: 'edit', clipId });
  const ref = usePageActor<EditorRef>(pageActorId('editor', clipId));
  const actions = useMemo(
    () => ({
      select: (range: SelectionRange | null) => ref?.send({ type: 'edit.select', range }),
      update: (patch: Partial<EditSettings>) => ref?.send({ type: 'edit.update', patch }),
      setInfillLyrics: (text: string) => ref?.send({ type: 'edit.infillLyrics', text }),
      setInfillKind: (kind: InfillKindChoice) => ref?.send({ type: 'edit.infillKind', kind }),
      setZoom: (level: number) => ref?.send({ type: 'edit.zoom', level }),
      play: () => ref?.send({ type: 'edit.play' }),
      stop: () => ref?.send({ type: 'edit.stop' }),
      apply: () => ref?.send({ type: 'edit.apply' }),
      concat: () => ref?.send({ type: 'edit.concat' }),
      retry: () => ref?.send({ type: 'edit.retry' }),
    }),
    [ref],
  );
  return {
    view: useSelector(ref, (s) => (s ? selectEditorView(s) : 'loading')),
    clip: useSelector(ref, (s) => (s ? selectEditClip(s) : null)),
    state: useSelector(ref, (s) => (s ? selectEditState(s) : null)),
    infillLyrics: useSelector(ref, (s) => (s ? selectInfillLyrics(s) : '')),
    infillKind: useSelector(ref, (s) => (s ? selectInfillKind(s) : 'infill')),
    zoom: useSelector(ref, (s) => (s ? selectZoom(s) : 1)),
    error: useSelector(ref, (s) => (s ? selectEditorError(s) : null)),
    playing: useSelector(ref, (s) => (s ? selectIsPlaying(s) : false)),
    canApply: useSelector(ref, (s) => (s ? selectCanApply(s) : false)),
    canInfill: useSelector(ref, (s) => (s ? selectCanInfill(s) : false)),
    canConcat: useSelector(ref, (s) => (s ? selectCanConcat(s) : false)),
    actionRef: useSelector(ref, (s) => (s ? selectEditActionRef(s) : null)),
    ...actions,
  };
}

export type EditorState = ReturnType<typeof useEditor>;
