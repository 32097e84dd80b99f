import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ClipDownloadResponse } from '../../src/contracts/downloads';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { wavDownloadMachine } from '../song/wavDownload.machine';
import type { downloadMachine } from './download.machine';

type Snapshot = SnapshotFrom<typeof downloadMachine>;

/** What the dialog shows. */
export type DownloadView = 'closed' | 'checking' | 'ready' | 'quota' | 'failed';

export const selectDownloadView = (s: Snapshot): DownloadView => {
  if (s.matches('closed')) return 'closed';
  if (s.matches({ open: 'checking' })) return 'checking';
  if (s.matches({ open: 'quota' })) return 'quota';
  if (s.matches({ open: 'failed' })) return 'failed';
  return 'ready';
};

export const selectDownloadFiles = (s: Snapshot): ClipDownloadResponse | null => s.context.files;
export const selectDownloadError = (s: Snapshot): MessageCode | null => s.context.error;
export const selectIsSaving = (s: Snapshot): boolean => s.matches({ open: { ready: 'saving' } });
export const selectDownloadWavRef = (s: Snapshot) =>
  s.children.wavDownload as ActorRefFrom<typeof wavDownloadMachine> | undefined;
