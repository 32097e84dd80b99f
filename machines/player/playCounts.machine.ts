import { assign, enqueueActions, setup } from 'xstate';
import { PLAY_COUNT_SAMPLE_STEP } from '../../src/contracts/constants';
import { unprovided, unprovidedCallback } from '../actors/unprovided';
import type { PlayerView, PlayerViewChanged } from './player.view';

export interface PlayCountsInput {
  /** A number in [0, 1): Math.random in the app, a fixed sequence in tests. */
  random: () => number;
}

export interface PlayCountsContext extends PlayCountsInput {
  /** The clip last seen playing: a play is counted when another one starts. */
  playingClipId: string | null;
}

/** Spec 001 §9: one play in `factor` is sent, standing for `factor` plays. */
export const sampleFactor = (playCount: number) =>
  1 + Math.floor(Math.max(0, playCount) / PLAY_COUNT_SAMPLE_STEP);

const startedClip = (context: PlayCountsContext, view: PlayerView) => {
  const clip = view.status === 'playing' ? view.queue[view.index] : undefined;
  return clip && clip.id !== context.playingClipId ? clip : null;
};

/**
 * Counts plays (spec 001 §4, §9): each time a new clip starts playing, a well-played clip's
 * play is sent with probability 1/factor as `factor` plays (factor = 1 + ⌊play_count/100⌋), and a
 * play from a playlist counts a play of the playlist too. Counting is best effort: the count
 * actors drop a failed call (a spawned child's error would stop this machine).
 */
export const playCountsMachine = setup({
  types: {
    context: {} as PlayCountsContext,
    input: {} as PlayCountsInput,
    events: {} as PlayerViewChanged,
  },
  actors: {
    watchPlayer: unprovidedCallback('watchPlayer'),
    countClipPlay: unprovided<unknown, { clipId: string; factor: number }>('countClipPlay'),
    countPlaylistPlay: unprovided<unknown, { playlistId: string; clipId: string }>(
      'countPlaylistPlay',
    ),
  },
  actions: {
    countStartedPlay: enqueueActions(({ context, enqueue }, view: PlayerView) => {
      const clip = startedClip(context, view);
      if (!clip) return;
      const factor = sampleFactor(clip.play_count);
      if (context.random() < 1 / factor) {
        enqueue.spawnChild('countClipPlay', { input: { clipId: clip.id, factor } });
      }
      if (view.context?.type === 'playlist' && view.context.id) {
        const input = { playlistId: view.context.id, clipId: clip.id };
        enqueue.spawnChild('countPlaylistPlay', { input });
      }
    }),
    // A pause keeps the clip (resuming it is not a new play); an end or an empty player forgets
    // it, so a repeated song counts again.
    rememberPlaying: assign(({ context }, view: PlayerView) => ({
      playingClipId:
        view.status === 'playing'
          ? (view.queue[view.index]?.id ?? null)
          : view.status === 'ended' || view.status === 'idle'
            ? null
            : context.playingClipId,
    })),
  },
}).createMachine({
  id: 'playCounts',
  description: "Counts the plays of the player's clips (and playlists), sampled.",
  context: ({ input }) => ({ ...input, playingClipId: null }),
  invoke: { src: 'watchPlayer' },
  initial: 'watching',
  states: {
    watching: {
      description: 'Follows the player: a clip that starts playing is counted once.',
      on: {
        'playerView.changed': {
          actions: [
            { type: 'countStartedPlay', params: ({ event }) => event.view },
            { type: 'rememberPlaying', params: ({ event }) => event.view },
          ],
        },
      },
    },
  },
});
