import type { SnapshotFrom } from 'xstate';
import type { autoplayMachine } from './autoplay.machine';

/** The user's autoplay switch (on until they turn it off; kept in this browser). */
export const selectAutoplayEnabled = (s: SnapshotFrom<typeof autoplayMachine> | undefined) =>
  s?.context.enabled ?? false;
