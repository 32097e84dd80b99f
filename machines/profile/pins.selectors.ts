import type { SnapshotFrom } from 'xstate';
import type { pinsMachine } from './pins.machine';

type PinsSnapshot = SnapshotFrom<typeof pinsMachine>;

export type PinsStatus = 'idle' | 'confirming' | 'pinning' | 'unpinning';

export const selectPinsStatus = (s: PinsSnapshot): PinsStatus =>
  s.matches('confirming')
    ? 'confirming'
    : s.matches('pinning')
      ? 'pinning'
      : s.matches('unpinning')
        ? 'unpinning'
        : 'idle';
export const selectPinClip = (s: PinsSnapshot) => s.context.clip;
export const selectPinError = (s: PinsSnapshot) => s.context.error;
/** Whether a song is pinned: as the last pin call answered, else as its read said. */
export const selectIsPinned = (s: PinsSnapshot, clip: { id: string; is_pinned: boolean }) =>
  s.context.pinnedIds ? s.context.pinnedIds.includes(clip.id) : clip.is_pinned;
