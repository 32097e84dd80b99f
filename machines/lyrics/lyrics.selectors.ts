import type { SnapshotFrom } from 'xstate';
import type { lyricsMachine } from './lyrics.machine';

type LyricsSnapshot = SnapshotFrom<typeof lyricsMachine> | undefined;

export type LyricsStatus = 'idle' | 'writing' | 'wait' | 'done' | 'failed';

/** One word for the "write lyrics" button and its message. */
export const selectLyricsStatus = (s: LyricsSnapshot): LyricsStatus => {
  if (!s || s.matches('idle')) return 'idle';
  if (s.matches('waitMessage')) return 'wait';
  if (s.matches('done')) return 'done';
  if (s.matches('failed')) return 'failed';
  return 'writing';
};
export const selectLyricsResult = (s: LyricsSnapshot) => s?.context.result ?? null;
/** The message to show: a code, with the quoted name for a copyright issue. */
export const selectLyricsError = (s: LyricsSnapshot) => s?.context.error ?? null;
