import type { Selectable } from 'kysely';
import type { PlaybarState } from '../../contracts/music-player';
import type { QueueContextType } from '../../../machines/player/player.contract';
import type { DB } from '../db/database';
import type { PlaybarStateTable } from '../db/schema';

/** Saves the user's playbar state over the last one (one row a user). */
export async function savePlaybarState(db: DB, userId: string, state: PlaybarState) {
  const values = {
    playbarState: state.playbar_state,
    songIndex: state.song_index,
    songPlayTime: state.song_play_time,
    repeatState: state.repeat_state,
    actionTime: new Date(state.action_time),
    songIdsInQueue: JSON.stringify(state.song_ids_in_queue),
    volume: state.volume,
    deviceId: state.device_id,
    deviceType: state.device_type,
    contextId: state.context_id,
    contextType: state.context_type,
    updatedAt: new Date(),
  };
  await db
    .insertInto('playbar_state')
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
    .execute();
}

/** The user's saved playbar state, or null before any was saved. */
export async function readPlaybarState(db: DB, userId: string): Promise<PlaybarState | null> {
  const row = await db
    .selectFrom('playbar_state')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? toPlaybarState(row) : null;
}

const toPlaybarState = (row: Selectable<PlaybarStateTable>): PlaybarState => ({
  playbar_state: row.playbarState,
  song_index: row.songIndex,
  song_play_time: Number(row.songPlayTime),
  repeat_state: row.repeatState,
  action_time: new Date(row.actionTime).toISOString(),
  song_ids_in_queue: JSON.parse(row.songIdsInQueue) as string[],
  volume: Number(row.volume),
  device_id: row.deviceId,
  device_type: row.deviceType,
  context_id: row.contextId,
  context_type: row.contextType as QueueContextType | null,
});

/**
 * The state with its queue reduced to `playable` ids (songs deleted, trashed or made private
 * since are gone), `song_index` following the current song, or the one that took its place (from
 * its start).
 */
export function keepPlayable(state: PlaybarState, playable: readonly string[]): PlaybarState {
  const kept = new Set(playable);
  const queue = state.song_ids_in_queue.filter((id) => kept.has(id));
  const before = state.song_ids_in_queue.slice(0, state.song_index).filter((id) => kept.has(id));
  const current = state.song_ids_in_queue[state.song_index];
  return {
    ...state,
    song_play_time: current !== undefined && kept.has(current) ? state.song_play_time : 0,
    song_ids_in_queue: queue,
    song_index: Math.max(0, Math.min(before.length, queue.length - 1)),
  };
}
