import type { SnapshotFrom } from 'xstate';
import type { hookPageMachine } from './hookPage.machine';

type Snapshot = SnapshotFrom<typeof hookPageMachine>;

export const selectHookStatus = (s: Snapshot) =>
  s.matches('ready') ? 'ready' : (s.value as 'loading' | 'failed' | 'notFound');
export const selectHook = (s: Snapshot) => s.context.hook;
export const selectHookComments = (s: Snapshot) => s.context.comments;
export const selectHookError = (s: Snapshot) => s.context.error;
export const selectIsPostingComment = (s: Snapshot) =>
  s.matches({ ready: { comments: 'posting' } });
/** The clipboard refused the link: the visitor copies it from the address bar. */
export const selectCopyByHand = (s: Snapshot) => s.matches({ ready: { link: 'byHand' } });
