import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { DownloadFile, downloadMachine } from '../../../machines/download/download.machine';
import {
  selectDownloadError,
  selectDownloadFiles,
  selectDownloadView,
  selectDownloadWavRef,
  selectIsSaving,
} from '../../../machines/download/download.selectors';
import { selectWavStatus } from '../../../machines/song/wavDownload.selectors';
import type { Clip } from '../../contracts/clip';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type DownloadRef = ActorRefFrom<typeof downloadMachine>;

/**
 * A clip's download dialog (issue 16): its actor runs while `clip` is given (null: none), one
 * per clip, shared by the menu entry that opens it and the dialog.
 */
export function useDownload(clip: Clip | null) {
  useOpenPage(clip && { kind: 'download', clip });
  const ref = usePageActor<DownloadRef>(clip ? pageActorId('download', clip.id) : null);
  const wavRef = useSelector(ref, (s) => (s ? selectDownloadWavRef(s) : undefined));
  const actions = useMemo(
    () => ({
      open: () => ref?.send({ type: 'download.open' }),
      close: () => ref?.send({ type: 'download.close' }),
      retry: () => ref?.send({ type: 'download.retry' }),
      save: (file: DownloadFile) => ref?.send({ type: 'download.save', file }),
      saveStem: (stemId: string) => ref?.send({ type: 'download.saveStem', stemId }),
      saveWav: () => ref?.send({ type: 'download.wav' }),
      cancelWav: () => wavRef?.send({ type: 'wav.cancel' }),
    }),
    [ref, wavRef],
  );
  return {
    view: useSelector(ref, (s) => (s ? selectDownloadView(s) : 'closed')),
    files: useSelector(ref, (s) => (s ? selectDownloadFiles(s) : null)),
    error: useSelector(ref, (s) => (s ? selectDownloadError(s) : null)),
    saving: useSelector(ref, (s) => (s ? selectIsSaving(s) : false)),
    wav: useSelector(wavRef, (s) => (s ? selectWavStatus(s) : 'idle')),
    ...actions,
  };
}

export type DownloadState = ReturnType<typeof useDownload>;
