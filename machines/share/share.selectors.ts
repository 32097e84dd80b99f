import type { SnapshotFrom } from 'xstate';
import { copyLinkOf, type shareMachine } from './share.machine';

type Snapshot = SnapshotFrom<typeof shareMachine> | undefined;

export const selectShareOpen = (s: Snapshot) => !!s && !s.matches('closed');
export const selectShareTarget = (s: Snapshot) => s?.context.target ?? null;
export const selectShareLink = (s: Snapshot) => (s ? copyLinkOf(s.context) : null);
export const selectShareError = (s: Snapshot) => s?.context.error ?? null;

/** The link's state: being made, shown, or not made. */
export function selectLinkStatus(s: Snapshot): 'creating' | 'ready' | 'failed' {
  if (s?.matches({ open: { link: 'ready' } })) return 'ready';
  return s?.matches({ open: { link: 'failed' } }) ? 'failed' : 'creating';
}

/** What is under way: nothing, a copy (and of what), its outcome, or the share sheet. */
export function selectShareAction(s: Snapshot) {
  const what = s?.context.copying ?? 'link';
  for (const state of ['copying', 'copied', 'copyFailed', 'sharing'] as const) {
    if (s?.matches({ open: { action: state } })) return { state, what };
  }
  return { state: 'idle' as const, what };
}
