import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { clipActionsMachine } from '../../../machines/song/clipActions.machine';
import type {
  CoverFields,
  ExtendFields,
  RemasterFields,
} from '../../../machines/song/clipActions.fields';
import {
  selectActionsError,
  selectActionsView,
  selectCoverFields,
  selectExtendFields,
  selectFieldErrors,
  selectIdsMadeFrom,
  selectRemasterFields,
  selectSubmittingTask,
} from '../../../machines/song/clipActions.selectors';
import type { Clip } from '../../contracts/clip';
import { usePageActor, useSignedInActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ClipActionsRef = ActorRefFrom<typeof clipActionsMachine>;

/**
 * The song page's actions on a complete clip: opens their actor while the page shows the clip
 * (`clip` null: none), closes it on leave.
 */
export function useClipActions(clip: Clip | null) {
  const clipId = clip?.id ?? null;
  // The actor follows one clip id; later reads of the same clip arrive as actions.setClip.
  useOpenPage(clip && { kind: 'clipActions', clip });
  const ref = usePageActor<ClipActionsRef>(clipId ? pageActorId('clipActions', clipId) : null);
  useEffect(() => {
    if (clip) ref?.send({ type: 'actions.setClip', clip });
  }, [ref, clip]);
  const actions = useMemo(
    () => ({
      toggle: () => ref?.send({ type: 'actions.toggle' }),
      close: () => ref?.send({ type: 'actions.close' }),
      extend: () => ref?.send({ type: 'actions.extend' }),
      cover: () => ref?.send({ type: 'actions.cover' }),
      remaster: () => ref?.send({ type: 'actions.remaster' }),
      stems: () => ref?.send({ type: 'actions.stems' }),
      wholeSong: () => ref?.send({ type: 'actions.wholeSong' }),
      updateExtend: (patch: Partial<ExtendFields>) =>
        ref?.send({ type: 'actions.updateExtend', patch }),
      updateCover: (patch: Partial<CoverFields>) =>
        ref?.send({ type: 'actions.updateCover', patch }),
      updateRemaster: (patch: Partial<RemasterFields>) =>
        ref?.send({ type: 'actions.updateRemaster', patch }),
      submit: () => ref?.send({ type: 'actions.submit' }),
      cancel: () => ref?.send({ type: 'actions.cancel' }),
    }),
    [ref],
  );
  return {
    ready: ref !== undefined,
    view: useSelector(ref, (s) => (s ? selectActionsView(s) : 'closed')),
    submittingTask: useSelector(ref, (s) => (s ? selectSubmittingTask(s) : null)),
    extendFields: useSelector(ref, (s) => s && selectExtendFields(s)),
    coverFields: useSelector(ref, (s) => s && selectCoverFields(s)),
    remasterFields: useSelector(ref, (s) => s && selectRemasterFields(s)),
    fieldErrors: useSelector(ref, (s) => (s ? selectFieldErrors(s) : {})),
    error: useSelector(ref, (s) => (s ? selectActionsError(s) : null)),
    ...actions,
  };
}

export type ClipActions = ReturnType<typeof useClipActions>;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The tracked clips a task made from this clip, newest first, as refs for `ClipRow`. */
export function useClipsMadeFrom(clipId: string) {
  const generations = useSignedInActor('generations');
  const ids = useSelector(generations, (s) => selectIdsMadeFrom(s, clipId), sameIds);
  // The same ids give the same array, so lists built from it are not rebuilt on every render.
  return useMemo(
    () => ids.flatMap((id) => generations?.getSnapshot().context.refs[id] ?? []),
    [generations, ids],
  );
}
