import { fromCallback, type AnyActorRef, type EventObject, type Snapshot } from 'xstate';
import { PLAYER_LOOKUP_INTERVAL_MS } from '../../src/contracts/constants';
import type { PlayerViewChanged, PlayerViewReader } from '../player/player.view';

/**
 * Follows the `player` system actor (loaded lazily, so looked for until it exists) and sends
 * its parent `playerView.changed` with each new snapshot's view.
 */
export function watchPlayer(read: PlayerViewReader) {
  // It takes no events; it sends its parent PlayerViewChanged.
  return fromCallback<EventObject, void>(({ system, sendBack }) => {
    let subscription: { unsubscribe(): void } | undefined;
    const attach = () => {
      const player = system.get('player') as AnyActorRef | undefined;
      if (!player) return false;
      const send = (snapshot: Snapshot<unknown>) =>
        sendBack({ type: 'playerView.changed', view: read(snapshot) } satisfies PlayerViewChanged);
      subscription = player.subscribe(send);
      send(player.getSnapshot() as Snapshot<unknown>);
      return true;
    };
    const timer = attach()
      ? undefined
      : setInterval(() => attach() && clearInterval(timer), PLAYER_LOOKUP_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      subscription?.unsubscribe();
    };
  });
}
