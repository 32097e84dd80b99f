import type { Snapshot } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { PlaybackStatus, QueueContext, RepeatState } from './player.contract';

/**
 * What the playbar's followers (playbarSync, playCounts, autoplay) read of the player: its
 * snapshot through the selectors of player.selectors.ts (slice A), named by the contract.
 */
export interface PlayerView {
  queue: Clip[];
  index: number;
  status: PlaybackStatus;
  currentTime: number;
  repeat: RepeatState;
  volume: number;
  context: QueueContext | null;
}

/** The player's view changed: sent to each follower by the `watchPlayer` actor. */
export interface PlayerViewChanged {
  type: 'playerView.changed';
  view: PlayerView;
}

type Select<T> = (snapshot: never) => T;

/** The selectors of player.selectors.ts a view is read with (the shared contract's names). */
export interface PlayerSelectors {
  selectQueue: Select<Clip[]>;
  selectIndex: Select<number>;
  selectStatus: Select<PlaybackStatus>;
  selectCurrentTime: Select<number>;
  selectRepeat: Select<RepeatState>;
  selectVolume: Select<number>;
  selectContext: Select<QueueContext | null>;
}

/** Reads a player snapshot into a view with the player's own selectors. */
export const playerViewReader =
  (selectors: PlayerSelectors) =>
  (snapshot: Snapshot<unknown>): PlayerView => {
    const of = <T>(select: Select<T>) => (select as (snapshot: unknown) => T)(snapshot);
    return {
      queue: of(selectors.selectQueue),
      index: of(selectors.selectIndex),
      status: of(selectors.selectStatus),
      currentTime: of(selectors.selectCurrentTime),
      repeat: of(selectors.selectRepeat),
      volume: of(selectors.selectVolume),
      context: of(selectors.selectContext),
    };
  };

export type PlayerViewReader = ReturnType<typeof playerViewReader>;
