import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlayerHostEvent } from '../../../machines/player/playerHost.machine';
import type { playerMachine } from '../../../machines/player/player.machine';
import * as select from '../../../machines/player/player.selectors';
import { useRootActor, useSystemActor } from './RootActorContext';

type PlayerRef = ActorRefFrom<typeof playerMachine>;

/** The player actor once something was played (its code loads then), else undefined. */
export function usePlayerActor(): PlayerRef | undefined {
  return useSelector(
    useSystemActor('playerHost'),
    (snapshot) => snapshot.children.player as PlayerRef | undefined,
  );
}

/** Sends a `player.*` event through the root, which starts the player first when needed. */
export function usePlayerSend(): (event: PlayerHostEvent) => void {
  const root = useRootActor();
  return useCallback((event: PlayerHostEvent) => root.send(event), [root]);
}

/** What the player plays: the current clip and whether it plays (for play buttons). */
export function useNowPlaying() {
  const player = usePlayerActor();
  return {
    clipId: useSelector(player, (s) => (s ? (select.selectCurrentClip(s)?.id ?? null) : null)),
    status: useSelector(player, (s) => (s ? select.selectStatus(s) : 'idle')),
  };
}

const NO_CLIPS: never[] = [];

/** Everything the playbar shows, and the player's events. */
export function usePlayer() {
  const player = usePlayerActor();
  return {
    queue: useSelector(player, (s) => (s ? select.selectQueue(s) : NO_CLIPS)),
    index: useSelector(player, (s) => (s ? select.selectIndex(s) : -1)),
    clip: useSelector(player, (s) => (s ? select.selectCurrentClip(s) : null)),
    status: useSelector(player, (s) => (s ? select.selectStatus(s) : 'idle')),
    currentTime: useSelector(player, (s) => (s ? select.selectCurrentTime(s) : 0)),
    duration: useSelector(player, (s) => (s ? select.selectDuration(s) : null)),
    repeat: useSelector(player, (s) => (s ? select.selectRepeat(s) : 'no-repeat')),
    shuffle: useSelector(player, (s) => (s ? select.selectShuffle(s) : false)),
    volume: useSelector(player, (s) => (s ? select.selectVolume(s) : 1)),
    muted: useSelector(player, (s) => (s ? select.selectMuted(s) : false)),
    send: usePlayerSend(),
  };
}

export type PlayerView = ReturnType<typeof usePlayer>;
