import { useSelector } from '@xstate/react';
import type { StudioUploadRef } from '../../../machines/upload/studioUploads.machine';
import {
  selectItemView,
  selectStudioItems,
  selectTransferProgress,
} from '../../../machines/upload/upload.selectors';
import { holdFile } from '../adapters/held-files';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The studio upload panel (a signed-in child, `studioUploads`): its items and adding files. */
export function useStudioUploads() {
  const ref = useSignedInActor('studioUploads');
  const send = useSignedInSend('studioUploads');
  return {
    available: ref !== undefined,
    items: useSelector(ref, (s) => (s ? selectStudioItems(s) : [])),
    add: (files: File[]) =>
      send({ type: 'studio.add', files: files.map((file) => holdFile(file, file.name)) }),
  };
}

/** One studio item's row: its state, progress and what it may be asked. */
export function useStudioUpload(ref: StudioUploadRef) {
  return {
    view: useSelector(ref, selectItemView, (a, b) => a.state === b.state && a.error === b.error),
    progress: useSelector(ref, selectTransferProgress),
    retry: () => ref.send({ type: 'studio.retry' }),
    cancel: () => ref.send({ type: 'studio.cancel' }),
  };
}
