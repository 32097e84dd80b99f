import { useSelector } from '@xstate/react';
import type { ClipActorRef } from '../../../machines/generations/generations.machine';
import {
  selectClip,
  selectClipError,
  selectClipStatus,
  selectProgress,
} from '../../../machines/generations/clip.selectors';
import {
  selectClipRefs,
  selectIsPolling,
  selectRealtimeStatus,
} from '../../../machines/generations/generations.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

const sameRefs = (a: readonly ClipActorRef[], b: readonly ClipActorRef[]) =>
  a.length === b.length && a.every((ref, i) => ref === b[i]);

/** The tracked clips, newest first, as refs for `useClip(ref)` in each row. */
export function useGenerations() {
  const ref = useSignedInActor('generations');
  const send = useSignedInSend('generations');
  return {
    clipRefs: useSelector(ref, selectClipRefs, sameRefs),
    realtime: useSelector(ref, selectRealtimeStatus),
    polling: useSelector(ref, selectIsPolling),
    forget: (clipId: string) => send({ type: 'generations.forget', clipId }),
  };
}

/** One tracked clip: its data, status (with `stuck`), progress and error message code. */
export function useClip(ref: ClipActorRef) {
  return {
    clip: useSelector(ref, selectClip),
    status: useSelector(ref, selectClipStatus),
    progress: useSelector(ref, selectProgress),
    error: useSelector(ref, selectClipError, (a, b) => a?.code === b?.code),
  };
}
