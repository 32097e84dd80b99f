import type { SnapshotFrom } from 'xstate';
import type { shareCodeMachine } from './shareCode.machine';

type Snapshot = SnapshotFrom<typeof shareCodeMachine> | undefined;

/** Where the short-link page is: asking, leading on, nothing to show, or unable to ask. */
export const selectShareCodeStatus = (s: Snapshot) =>
  (s?.value ?? 'resolving') as 'resolving' | 'found' | 'notFound' | 'failed';
export const selectSharePath = (s: Snapshot) => s?.context.path ?? null;
export const selectShareCodeError = (s: Snapshot) => s?.context.error ?? null;
