import type { SnapshotFrom } from 'xstate';
import type { wavDownloadMachine } from './wavDownload.machine';

/** The WAV download as the download dialog shows it. */
export type WavStatus = 'idle' | 'working' | 'ready' | 'failed';

export const selectWavStatus = (s: SnapshotFrom<typeof wavDownloadMachine>): WavStatus => {
  if (s.matches('converting') || s.matches('polling')) return 'working';
  if (s.matches('ready')) return 'ready';
  if (s.matches('failed')) return 'failed';
  return 'idle';
};
