import type { SnapshotFrom } from 'xstate';
import type { profileShelvesMachine } from './profileShelves.machine';

type ShelvesSnapshot = SnapshotFrom<typeof profileShelvesMachine>;

export const selectShelvesStatus = (s: ShelvesSnapshot): 'loading' | 'ready' | 'failed' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectPinnedClips = (s: ShelvesSnapshot) => s.context.pinned;
export const selectTopClips = (s: ShelvesSnapshot) => s.context.top;
export const selectRemixCount = (s: ShelvesSnapshot) => s.context.remixCount;
export const selectShelvesError = (s: ShelvesSnapshot) => s.context.error;
