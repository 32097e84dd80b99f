import type { PlayerEvent } from '../../../machines/player/player.contract';
import type { RootActor } from './root-actor';

/**
 * Sends a `player.*` event to the root, which forwards it to the queue player (the shared
 * player contract). The one place that widens the root's event type: once the root's events
 * list the player's (slice A's merge), this is a plain `root.send(event)`.
 */
export const sendToPlayer = (root: RootActor, event: PlayerEvent): void =>
  (root.send as unknown as (event: PlayerEvent) => void)(event);
