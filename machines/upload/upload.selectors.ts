import type { SnapshotFrom } from 'xstate';
import type { audioTransferMachine } from './audioTransfer.machine';
import type { studioUploadMachine } from './studioUpload.machine';
import type { studioUploadsMachine } from './studioUploads.machine';
import type { uploadModalMachine } from './uploadModal.machine';

type ModalSnapshot = SnapshotFrom<typeof uploadModalMachine>;
type TransferSnapshot = SnapshotFrom<typeof audioTransferMachine>;
type ItemSnapshot = SnapshotFrom<typeof studioUploadMachine>;

/** Spec 000 §2: the modal's stage, or null while closed or past the stages. */
export type UploadStage = 'TermsOfService' | 'UploadOrRecord' | 'Trim' | 'Finalize';
/** Spec 000 §4: the upload UI status, or null before an upload starts. */
export type UploadStatus =
  | 'uploading'
  | 'initializing'
  | 'vocals_detected'
  | 'invalid_upload'
  | 'complete'
  | 'cancelled'
  | 'error';

export const selectModalOpen = (s: ModalSnapshot) => !s.matches('closed');

export function selectUploadStage(s: ModalSnapshot): UploadStage | null {
  if (s.matches({ open: 'termsOfService' })) return 'TermsOfService';
  if (s.matches({ open: 'uploadOrRecord' }) || s.matches({ open: 'preparing' })) {
    return 'UploadOrRecord';
  }
  if (s.matches({ open: 'trim' })) return 'Trim';
  if (s.matches({ open: 'finalize' })) return 'Finalize';
  return null;
}

const STATUS_OF: [string, UploadStatus][] = [
  ['uploading', 'uploading'],
  ['initializing', 'initializing'],
  ['vocalsDetected', 'vocals_detected'],
  ['invalidUpload', 'invalid_upload'],
  ['complete', 'complete'],
  ['cancelled', 'cancelled'],
  ['error', 'error'],
];

export function selectUploadStatus(s: ModalSnapshot): UploadStatus | 'copyright' | null {
  if (s.matches({ open: 'copyright' })) return 'copyright';
  return STATUS_OF.find(([state]) => s.matches({ open: state as never }))?.[1] ?? null;
}

export const selectIsPreparing = (s: ModalSnapshot) => s.matches({ open: 'preparing' });
export const selectIsRecording = (s: ModalSnapshot) =>
  s.matches({ open: { uploadOrRecord: 'recordingSession' } });
export const selectLevel = (s: ModalSnapshot) => s.context.level;
export const selectModalError = (s: ModalSnapshot) => s.context.error;
export const selectTrim = (s: ModalSnapshot) => ({
  range: s.context.range,
  durationS: s.context.probe?.durationS ?? 0,
  peaks: s.context.probe?.peaks ?? [],
  limits: s.context.target?.limits ?? { min: 0, max: 0 },
});
export const selectFinalize = (s: ModalSnapshot) => ({
  title: s.context.title,
  choice: s.context.choice,
});
export const selectClipId = (s: ModalSnapshot) => s.context.clipId;
export const selectChoice = (s: ModalSnapshot) => s.context.choice;

/** The running transfer's share posted (0..1), in the modal or a studio item. */
export function selectTransferProgress(s: ModalSnapshot | ItemSnapshot): number {
  const transfer = s.children.transfer as { getSnapshot(): TransferSnapshot } | undefined;
  return transfer?.getSnapshot().context.progress ?? 0;
}

export const selectStudioItems = (s: SnapshotFrom<typeof studioUploadsMachine>) => s.context.items;

/** A studio item's state for its row: uploading (its progress) or failed (its reason). */
export const selectItemView = (s: ItemSnapshot) => ({
  state: s.matches('failed') ? ('failed' as const) : ('uploading' as const),
  error: s.context.error,
  name: s.context.file.name,
});
