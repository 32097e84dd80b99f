import { and, assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { PLAYLIST_CLIPS_PAGE_SIZE } from '../../src/contracts/constants';
import type { Playlist } from '../../src/contracts/playlist';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import type { PlayerEvent } from '../player/player.contract';
import { isPlayable } from '../player/queue';

/** A change the owner (or, for a like, any viewer) makes to the playlist. */
export type PlaylistChange =
  | { kind: 'rename'; name: string }
  | { kind: 'visibility'; isPublic: boolean }
  | { kind: 'trash'; undo: boolean }
  | { kind: 'like'; liked: boolean }
  | { kind: 'remove'; clipId: string }
  /** The playlist's songs in their new order. */
  | { kind: 'reorder'; clipIds: string[] };

export interface PlaylistContext {
  playlistId: string;
  /** The playlist as last read or changed (its `playlist_clips` are not kept here). */
  playlist: Playlist | null;
  /** Its songs loaded so far, in order, a page (PLAYLIST_CLIPS_PAGE_SIZE) at a time. */
  clips: Clip[];
  page: number;
  error: MessageCode | null;
  /** What a change replaced, put back if the server refuses it. */
  before: { playlist: Playlist; clips: Clip[] } | null;
}

export type PlaylistEvent =
  | { type: 'playlist.retry' }
  | { type: 'playlist.more' }
  | { type: 'playlist.change'; change: PlaylistChange }
  | { type: 'playlist.playAll' };

/** What a change answers: the playlist as it now is, or (a like) its like and count. */
export type ChangeResult = Playlist | { is_liked: boolean; upvote_count: number };

/** The playlist with a change applied at once, before the server answers. */
function applied(context: PlaylistContext, change: PlaylistChange) {
  const playlist = context.playlist!;
  const clips = context.clips;
  switch (change.kind) {
    case 'rename':
      return { playlist: { ...playlist, name: change.name }, clips };
    case 'visibility':
      return { playlist: { ...playlist, is_public: change.isPublic }, clips };
    case 'trash':
      return { playlist: { ...playlist, is_trashed: !change.undo }, clips };
    case 'like': {
      const delta = change.liked === playlist.is_liked ? 0 : change.liked ? 1 : -1;
      return {
        playlist: {
          ...playlist,
          is_liked: change.liked,
          upvote_count: playlist.upvote_count + delta,
        },
        clips,
      };
    }
    case 'remove': {
      const clipIds = playlist.clipIds.filter((id) => id !== change.clipId);
      return {
        playlist: { ...playlist, clipIds, num_total_results: clipIds.length },
        clips: clips.filter((clip) => clip.id !== change.clipId),
      };
    }
    case 'reorder': {
      const byId = new Map(clips.map((clip) => [clip.id, clip]));
      return {
        playlist: { ...playlist, clipIds: change.clipIds },
        clips: change.clipIds.flatMap((id) => byId.get(id) ?? []),
      };
    }
  }
}

/**
 * A playlist page (/playlist/{id}, spec 000 §2): reads the playlist and its songs a page at a
 * time; its owner renames, publishes, trashes, removes and reorders songs, anyone who sees it
 * likes it, each change shown at once and put back if the server refuses it. Play all reads
 * the songs not loaded yet and hands them all to the queue player (`player.playQueue`, context
 * `playlist`), which plays them; the `playCounts` follower counts the playlist's plays.
 */
export const playlistMachine = setup({
  types: {
    context: {} as PlaylistContext,
    events: {} as PlaylistEvent,
    input: {} as { playlistId: string },
  },
  actors: {
    fetchPlaylist: unprovided<Playlist, { playlistId: string; page: number }>('fetchPlaylist'),
    /** Every song after the ones loaded, read page by page. */
    fetchRest: unprovided<Clip[], { playlistId: string; fromPage: number; total: number }>(
      'fetchRest',
    ),
    applyChange: unprovided<ChangeResult, { playlistId: string; change: PlaylistChange }>(
      'applyChange',
    ),
  },
  guards: {
    isNotFound: (_, error: MessageCode) => error === 'notFound',
    hasMore: ({ context }) => context.clips.length < (context.playlist?.num_total_results ?? 0),
    isAllLoaded: ({ context }) =>
      context.clips.length >= (context.playlist?.num_total_results ?? 0),
    hasSongs: ({ context }) => (context.playlist?.num_total_results ?? 0) > 0,
  },
  actions: {
    setFirstPage: assign((_, playlist: Playlist) => ({
      playlist: { ...playlist, playlist_clips: [] },
      clips: playlist.playlist_clips.map((entry) => entry.clip),
      page: 1,
      error: null,
    })),
    appendPage: assign(({ context }, playlist: Playlist) => ({
      playlist: { ...playlist, playlist_clips: [] },
      clips: [...context.clips, ...playlist.playlist_clips.map((entry) => entry.clip)],
      page: context.page + 1,
    })),
    appendRest: assign(({ context }, rest: Clip[]) => ({
      clips: [...context.clips, ...rest],
      page: Math.max(1, Math.ceil((context.clips.length + rest.length) / PLAYLIST_CLIPS_PAGE_SIZE)),
    })),
    applyAtOnce: assign(({ context }, change: PlaylistChange) => ({
      before: { playlist: context.playlist!, clips: context.clips },
      ...applied(context, change),
      error: null,
    })),
    keepResult: assign(({ context }, result: ChangeResult) => ({
      before: null,
      playlist:
        'id' in result ? { ...result, playlist_clips: [] } : { ...context.playlist!, ...result },
    })),
    putBack: assign(({ context }, error: MessageCode) => ({
      ...(context.before ?? {}),
      before: null,
      error,
    })),
    setError: assign((_, error: MessageCode) => ({ error })),
    /** The player plays the playlist's songs from the first (the root forwards player events). */
    playQueue: enqueueActions(({ context, system, enqueue }) => {
      const host: AnyActorRef | undefined = system.get('playerHost');
      const event: PlayerEvent = {
        type: 'player.playQueue',
        clips: context.clips.filter(isPlayable),
        index: 0,
        context: { type: 'playlist', id: context.playlistId },
      };
      if (host) enqueue.sendTo(host, event);
    }),
    toastError: enqueueActions(({ system, enqueue }, code: MessageCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'playlist',
  description: 'One playlist page: its songs, its owner’s changes, and play all.',
  context: ({ input }) => ({
    playlistId: input.playlistId,
    playlist: null,
    clips: [],
    page: 1,
    error: null,
    before: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the playlist and its first page of songs.',
      invoke: {
        src: 'fetchPlaylist',
        input: ({ context }) => ({ playlistId: context.playlistId, page: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setFirstPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => toErrorCode(event.error) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
          },
        ],
      },
    },
    notFound: {
      description: 'No such playlist, or one the viewer may not see.',
      type: 'final',
    },
    failed: {
      description: 'The playlist could not be read (network, server); the user may retry.',
      on: { 'playlist.retry': 'loading' },
    },
    ready: {
      description: 'The playlist is shown; its songs may be changed and played meanwhile.',
      type: 'parallel',
      states: {
        edit: {
          description: 'More songs and changes, one call at a time.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing is being read or saved.',
              on: {
                'playlist.more': { guard: 'hasMore', target: 'loadingMore' },
                'playlist.change': {
                  target: 'saving',
                  actions: { type: 'applyAtOnce', params: ({ event }) => event.change },
                },
              },
            },
            loadingMore: {
              description: 'Reads the next page of songs.',
              invoke: {
                src: 'fetchPlaylist',
                input: ({ context }) => ({
                  playlistId: context.playlistId,
                  page: context.page + 1,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'appendPage', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
                },
              },
            },
            saving: {
              description: 'The change is shown; the server is asked to make it.',
              invoke: {
                src: 'applyChange',
                input: ({ context, event }) => ({
                  playlistId: context.playlistId,
                  change: (event as Extract<PlaylistEvent, { type: 'playlist.change' }>).change,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'keepResult', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'putBack', params: ({ event }) => toErrorCode(event.error) },
                    { type: 'toastError', params: ({ event }) => toErrorCode(event.error) },
                  ],
                },
              },
            },
          },
        },
        play: {
          description: 'Play all: the songs, all of them read first, handed to the player.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Play all was not asked, or the player has the songs.',
              on: {
                'playlist.playAll': [
                  { guard: and(['hasSongs', 'isAllLoaded']), actions: 'playQueue' },
                  { guard: 'hasSongs', target: 'preparing' },
                ],
              },
            },
            preparing: {
              description: 'Reads the songs not loaded yet, so all of them play.',
              invoke: {
                src: 'fetchRest',
                input: ({ context }) => ({
                  playlistId: context.playlistId,
                  fromPage: context.page + 1,
                  total: context.playlist?.num_total_results ?? 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'appendRest', params: ({ event }) => event.output },
                    'playQueue',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'toastError', params: ({ event }) => toErrorCode(event.error) },
                },
              },
            },
          },
        },
      },
    },
  },
});
