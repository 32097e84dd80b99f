import type { SnapshotFrom } from 'xstate';
import type { RealtimeState } from '../actors/ports';
import type { ClipActorRef, generationsMachine } from './generations.machine';

type GenerationsSnapshot = SnapshotFrom<typeof generationsMachine> | undefined;

const none: ClipActorRef[] = [];

/** The tracked clips' machines, newest first; each row reads its own with clip selectors. */
export const selectClipRefs = (s: GenerationsSnapshot): ClipActorRef[] =>
  s ? s.context.order.flatMap((id) => s.context.refs[id] ?? []) : none;

export const selectTrackedCount = (s: GenerationsSnapshot) => s?.context.order.length ?? 0;

/** The realtime connection as the tracker sees it. */
export const selectRealtimeStatus = (
  s: GenerationsSnapshot,
): Extract<RealtimeState, 'connected' | 'connecting'> | 'offline' => {
  if (s?.matches({ realtime: 'connected' })) return 'connected';
  if (s?.matches({ realtime: 'offline' })) return 'offline';
  return 'connecting';
};

/** Whether the fallback polling is running (realtime down and clips running). */
export const selectIsPolling = (s: GenerationsSnapshot) =>
  (s?.matches({ polling: 'waiting' }) || s?.matches({ polling: 'fetching' })) ?? false;
