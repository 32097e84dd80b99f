import type { SnapshotFrom } from 'xstate';
import type { hookRenderMachine } from './hookRender.machine';

type Snapshot = SnapshotFrom<typeof hookRenderMachine>;

/** Where the flow is: idle, creating, rendering, done (go to /hook/{id}) or failed. */
export const selectHookRenderView = (snapshot: Snapshot) =>
  (typeof snapshot.value === 'string' ? snapshot.value : 'rendering') as
    'idle' | 'creating' | 'rendering' | 'done' | 'failed';

/** The hook to show once rendered. */
export const selectRenderedHookId = (snapshot: Snapshot) =>
  snapshot.matches('done') ? snapshot.context.hookId : null;

export const selectHookRenderError = (snapshot: Snapshot) => ({
  code: snapshot.context.error,
  detail: snapshot.context.detail,
});
