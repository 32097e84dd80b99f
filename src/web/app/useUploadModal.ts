import { useSelector } from '@xstate/react';
import type { FinalizeChoice } from '../../../machines/upload/uploadModal.machine';
import {
  selectChoice,
  selectClipId,
  selectFinalize,
  selectIsPreparing,
  selectIsRecording,
  selectLevel,
  selectModalError,
  selectModalOpen,
  selectTransferProgress,
  selectTrim,
  selectUploadStage,
  selectUploadStatus,
} from '../../../machines/upload/upload.selectors';
import { holdFile } from '../adapters/held-files';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The audio upload modal (a signed-in child, `uploadModal`): its state and its actions. */
export function useUploadModal() {
  const ref = useSignedInActor('uploadModal');
  const send = useSignedInSend('uploadModal');
  return {
    available: ref !== undefined,
    open: useSelector(ref, (s) => (s ? selectModalOpen(s) : false)),
    stage: useSelector(ref, (s) => (s ? selectUploadStage(s) : null)),
    status: useSelector(ref, (s) => (s ? selectUploadStatus(s) : null)),
    preparing: useSelector(ref, (s) => (s ? selectIsPreparing(s) : false)),
    recording: useSelector(ref, (s) => (s ? selectIsRecording(s) : false)),
    level: useSelector(ref, (s) => (s ? selectLevel(s) : 0)),
    error: useSelector(ref, (s) => (s ? selectModalError(s) : null)),
    trim: useSelector(ref, (s) => (s ? selectTrim(s) : null)),
    finalize: useSelector(ref, (s) => (s ? selectFinalize(s) : null)),
    progress: useSelector(ref, (s) => (s ? selectTransferProgress(s) : 0)),
    clipId: useSelector(ref, (s) => (s ? selectClipId(s) : null)),
    choice: useSelector(ref, (s) => (s ? selectChoice(s) : 'keep')),
    show: () => send({ type: 'upload.open' }),
    close: () => send({ type: 'upload.close' }),
    acceptTerms: () => send({ type: 'upload.acceptTerms' }),
    chooseFile: (file: File) =>
      send({ type: 'upload.chooseFile', file: holdFile(file, file.name) }),
    record: () => send({ type: 'upload.record' }),
    stopRecording: () => send({ type: 'upload.stopRecording' }),
    setRange: (startS: number, endS: number) => send({ type: 'upload.setRange', startS, endS }),
    next: () => send({ type: 'upload.continue' }),
    setTitle: (title: string) => send({ type: 'upload.setTitle', title }),
    choose: (choice: FinalizeChoice) => send({ type: 'upload.choose', choice }),
    submit: () => send({ type: 'upload.submit' }),
    cancel: () => send({ type: 'upload.cancel' }),
    retry: () => send({ type: 'upload.retry' }),
  };
}

export type UploadModalState = ReturnType<typeof useUploadModal>;
