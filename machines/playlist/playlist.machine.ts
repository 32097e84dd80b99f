import { and, assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { PLAYLIST_CLIPS_PAGE_SIZE } from '../../src/contracts/constants';
import type { Playlist } from '../../src/contracts/playlist';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

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
  /** The song playing, by its place in `clips`; null when stopped. */
  playIndex: number | null;
}

export type PlaylistEvent =
  | { type: 'playlist.retry' }
  | { type: 'playlist.more' }
  | { type: 'playlist.change'; change: PlaylistChange }
  | { type: 'playlist.playAll' }
  | { type: 'playlist.playAt'; index: number }
  | { type: 'playlist.next' }
  | { type: 'playlist.previous' }
  | { type: 'playlist.trackEnded' }
  | { type: 'playlist.stop' };

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
 * likes it, each change shown at once and put back if the server refuses it. Play all plays
 * its songs in order, one after the other, through the page's audio player (the queue player
 * of issue 13 takes this over), counting each play.
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
    countPlay: unprovided<unknown, { playlistId: string; clipId: string }>('countPlay'),
  },
  guards: {
    isNotFound: (_, error: MessageCode) => error === 'notFound',
    hasMore: ({ context }) => context.clips.length < (context.playlist?.num_total_results ?? 0),
    isAllLoaded: ({ context }) =>
      context.clips.length >= (context.playlist?.num_total_results ?? 0),
    hasSongs: ({ context }) => (context.playlist?.num_total_results ?? 0) > 0,
    hasNext: ({ context }) => (context.playIndex ?? -1) + 1 < context.clips.length,
    hasPrevious: ({ context }) => (context.playIndex ?? 0) > 0,
    isLoadedIndex: ({ context }, index: number) =>
      Number.isInteger(index) && index >= 0 && index < context.clips.length,
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
    play: assign((_, index: number) => ({ playIndex: index })),
    step: assign(({ context }, by: number) => ({ playIndex: (context.playIndex ?? 0) + by })),
    stop: assign({ playIndex: null }),
    /** Fire and forget: a play that is not counted does not stop the music. */
    countPlay: enqueueActions(({ context, enqueue }) => {
      const clip = context.playIndex === null ? undefined : context.clips[context.playIndex];
      if (clip) {
        enqueue.spawnChild('countPlay', {
          input: { playlistId: context.playlistId, clipId: clip.id },
        });
      }
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
    playIndex: null,
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
          description: 'Play all: the songs in order through the page’s audio player.',
          initial: 'stopped',
          states: {
            stopped: {
              description: 'Nothing plays.',
              on: {
                'playlist.playAll': [
                  {
                    guard: and(['hasSongs', 'isAllLoaded']),
                    target: 'playing',
                    actions: { type: 'play', params: 0 },
                  },
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
                onDone: [
                  {
                    target: 'playing',
                    actions: [
                      { type: 'appendRest', params: ({ event }) => event.output },
                      { type: 'play', params: 0 },
                    ],
                  },
                ],
                onError: {
                  target: 'stopped',
                  actions: { type: 'toastError', params: ({ event }) => toErrorCode(event.error) },
                },
              },
              on: { 'playlist.stop': 'stopped' },
            },
            playing: {
              description: 'One song plays; when it ends the next one starts, after the last none.',
              entry: 'countPlay',
              on: {
                'playlist.trackEnded': [
                  {
                    guard: 'hasNext',
                    target: 'playing',
                    reenter: true,
                    actions: { type: 'step', params: 1 },
                  },
                  { target: 'stopped', actions: 'stop' },
                ],
                'playlist.next': {
                  guard: 'hasNext',
                  target: 'playing',
                  reenter: true,
                  actions: { type: 'step', params: 1 },
                },
                'playlist.previous': {
                  guard: 'hasPrevious',
                  target: 'playing',
                  reenter: true,
                  actions: { type: 'step', params: -1 },
                },
                'playlist.stop': { target: 'stopped', actions: 'stop' },
              },
            },
          },
          on: {
            'playlist.playAt': {
              guard: { type: 'isLoadedIndex', params: ({ event }) => event.index },
              target: '.playing',
              reenter: true,
              actions: { type: 'play', params: ({ event }) => event.index },
            },
          },
        },
      },
    },
  },
});
