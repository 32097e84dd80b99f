import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import type { Playlist, PlaylistPage } from '../../src/contracts/playlist';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface AddToPlaylistContext {
  /** The songs being filed (one from a clip's menu, several from the library's selection). */
  clipIds: string[];
  /** The user's playlists to choose from, newest first. */
  playlists: Playlist[];
  error: MessageCode | null;
}

export type AddToPlaylistEvent =
  | { type: 'addToPlaylist.open'; clipIds: string[] }
  | { type: 'addToPlaylist.close' }
  | { type: 'addToPlaylist.retry' }
  | { type: 'addToPlaylist.choose'; playlistId: string }
  /** A new playlist holding the songs; an empty name becomes the server's 'Untitled'. */
  | { type: 'addToPlaylist.create'; name: string };

type Target = { playlistId: string } | { name: string };

/**
 * The "add to playlist" modal (spec 000 §2 "add to playlist or project"): opened for some
 * songs from any clip's menu, it lists the user's playlists; choosing one adds the songs to
 * it, or a new playlist is made holding them. A toast says where they went and the user's
 * playlists list reads again.
 */
export const addToPlaylistMachine = setup({
  types: {
    context: {} as AddToPlaylistContext,
    events: {} as AddToPlaylistEvent,
  },
  actors: {
    fetchMine: unprovided<PlaylistPage>('fetchMine'),
    addClips: unprovided<Playlist, { clipIds: string[]; target: Target }>('addClips'),
  },
  guards: {
    hasClips: (_, clipIds: string[]) => clipIds.length > 0,
  },
  actions: {
    setClips: assign((_, clipIds: string[]) => ({ clipIds, error: null })),
    setPlaylists: assign((_, page: PlaylistPage) => ({ playlists: page.playlists, error: null })),
    setError: assign((_, error: MessageCode) => ({ error })),
    clear: assign({ clipIds: [], error: null }),
    announce: enqueueActions(({ system, enqueue, context }, playlist: Playlist) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      const params = { name: playlist.name, count: context.clipIds.length };
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'playlistAdded', params });
      const list: AnyActorRef | undefined = system.get('playlists');
      if (list) enqueue.sendTo(list, { type: 'playlists.refresh' });
    }),
  },
}).createMachine({
  id: 'addToPlaylist',
  description: 'The add-to-playlist modal: closed, or filing some songs into a playlist.',
  context: { clipIds: [], playlists: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal is open.',
      on: {
        'addToPlaylist.open': {
          guard: { type: 'hasClips', params: ({ event }) => event.clipIds },
          target: 'open',
          actions: { type: 'setClips', params: ({ event }) => event.clipIds },
        },
      },
    },
    open: {
      description: 'The modal shows; closing it leaves the songs where they were.',
      initial: 'loading',
      on: { 'addToPlaylist.close': { target: 'closed', actions: 'clear' } },
      states: {
        loading: {
          description: "Reads the user's playlists.",
          invoke: {
            src: 'fetchMine',
            onDone: {
              target: 'choosing',
              actions: { type: 'setPlaylists', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        failed: {
          description: 'The playlists could not be read; the user may retry.',
          on: { 'addToPlaylist.retry': 'loading' },
        },
        choosing: {
          description: 'The user picks a playlist or names a new one.',
          on: {
            'addToPlaylist.choose': 'adding',
            'addToPlaylist.create': 'adding',
          },
        },
        adding: {
          description: 'The songs are added to the chosen playlist, or a new one is made.',
          invoke: {
            src: 'addClips',
            input: ({ context, event }) => ({
              clipIds: context.clipIds,
              target:
                event.type === 'addToPlaylist.choose'
                  ? { playlistId: event.playlistId }
                  : { name: (event as { name: string }).name },
            }),
            onDone: {
              target: '#addToPlaylist.closed',
              actions: [{ type: 'announce', params: ({ event }) => event.output }, 'clear'],
            },
            onError: {
              target: 'choosing',
              actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
      },
    },
  },
});
