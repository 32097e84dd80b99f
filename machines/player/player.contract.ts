import type { Clip } from '../../src/contracts/clip';

/**
 * What other features may rely on about the player (the queue player of spec 001 §4 "Player"),
 * fixed before it is built so the radios, playbar persistence, play counts and autoplay can be
 * built beside it. The player runs as the root actor's child with systemId `player`; the root
 * forwards every `player.*` event to it, loading its code first when needed.
 */

/** Spec 001 §3 "Queue contexts", in the payloads' snake case (and the profile surface). */
export const QUEUE_CONTEXT_TYPES = [
  'discover_carousel',
  'library',
  'workspace',
  'create',
  'song',
  'persona',
  'song_radio',
  'playlist',
  'featured_feed',
  'search',
  'style_tag',
  'history',
  'shortcut',
  // Spec 001 §3: play-context surfaces also include profile, "and others" (issue 14: a
  // profile's songs, the following feed's).
  'profile',
  'following_feed',
  // Spec 001 §3's surfaces "contest" and "hashtag" (issue 15: a contest's page, a hashtag's).
  'contest',
  'hashtag',
] as const;
export type QueueContextType = (typeof QUEUE_CONTEXT_TYPES)[number];

/** Where the queue came from: a context kind and, for most, the id of its object (or a tag). */
export interface QueueContext {
  type: QueueContextType;
  id?: string;
}

export type RepeatState = 'repeat' | 'no-repeat';

/** What the player shows and reports, read with the selectors in player.selectors.ts. */
export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended';

/** Events the player accepts (sent to the root actor or straight to the `player` system actor). */
export type PlayerEvent =
  /** Replace the queue with `clips` and play the one at `index`. */
  | { type: 'player.playQueue'; clips: Clip[]; index: number; context: QueueContext }
  | { type: 'player.toggle' }
  | { type: 'player.play' }
  | { type: 'player.pause' }
  | { type: 'player.next' }
  | { type: 'player.previous' }
  | { type: 'player.seek'; seconds: number }
  /** 0..1 */
  | { type: 'player.setVolume'; volume: number }
  | { type: 'player.toggleMute' }
  | { type: 'player.toggleRepeat' }
  | { type: 'player.toggleShuffle' }
  /** Add to the end of the queue (autoplay's refresh uses it too). */
  | { type: 'player.enqueue'; clips: Clip[] }
  | { type: 'player.removeFromQueue'; index: number }
  | { type: 'player.moveInQueue'; from: number; to: number }
  | { type: 'player.clearQueue' }
  /** A saved playbar state, put back paused (another browser's session restored). */
  | {
      type: 'player.restore';
      clips: Clip[];
      index: number;
      seconds: number;
      repeat: RepeatState;
      volume: number;
      context: QueueContext | null;
    };

/**
 * Sent by the player to the `liveRadio` system actor (when it exists) as normal play starts;
 * the live radio sends `{ type: 'player.pause' }` to the player as it starts (spec 001 §4).
 */
export const LIVE_RADIO_STOP = { type: 'liveRadio.stop' } as const;
