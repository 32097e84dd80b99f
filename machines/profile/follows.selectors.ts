import type { SnapshotFrom } from 'xstate';
import { followKey, type followsMachine } from './follows.machine';

type FollowsSnapshot = SnapshotFrom<typeof followsMachine>;

/** Whether the viewer follows `handle`: as toggled in this session, else as the page read it. */
export const selectIsFollowing = (s: FollowsSnapshot, handle: string, read: boolean) =>
  s.context.following[followKey(handle)] ?? read;

/** Whether a change for `handle` is still on its way. */
export const selectFollowPending = (s: FollowsSnapshot, handle: string) =>
  s.context.queue.some((change) => followKey(change.handle) === followKey(handle));
