import type { SnapshotFrom } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { Remixer } from '../../src/contracts/clip-family';
import { REMIX_PAGE_SIZE } from '../../src/contracts/constants';
import type { remixTreeMachine } from './remixTree.machine';

type Snapshot = SnapshotFrom<typeof remixTreeMachine> | undefined;

const NO_REMIXERS: Remixer[] = [];
const NO_CLIPS: Clip[] = [];

export const selectRemixCount = (s: Snapshot) => s?.context.count ?? null;
export const selectRemixers = (s: Snapshot) => s?.context.remixers ?? NO_REMIXERS;
export const selectMyRemixes = (s: Snapshot) => s?.context.mine ?? NO_CLIPS;
export const selectMyRemixesTotal = (s: Snapshot) => s?.context.mineTotal ?? 0;
/** More remixers wait on the server. */
export const selectHasMoreRemixers = (s: Snapshot) =>
  !!s &&
  s.matches({ remixers: 'ready' }) &&
  s.context.remixersPage * REMIX_PAGE_SIZE < s.context.remixersTotal;
export const selectLoadingMoreRemixers = (s: Snapshot) =>
  s?.matches({ remixers: 'loadingMore' }) ?? false;
export const selectRemixersError = (s: Snapshot) =>
  s?.matches({ remixers: 'failed' }) ? s.context.error : null;
