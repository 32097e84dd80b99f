import type { SnapshotFrom } from 'xstate';
import type { clipWaveformMachine } from './clipWaveform.machine';

type Snapshot = SnapshotFrom<typeof clipWaveformMachine>;

/** The clip's peaks, 0..1; empty while none are read. */
export const selectPeaks = (snapshot: Snapshot) => snapshot.context.peaks;
