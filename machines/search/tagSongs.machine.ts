import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** Which page: a style tag's (tag_song) or a hashtag's (hashtag_song). */
export type TagSearchType = 'tag_song' | 'hashtag_song';

/** One page of a tag's songs and how many there are in all. */
export interface TagSongsPage {
  clips: Clip[];
  total: number;
}

export interface TagSongsContext {
  searchType: TagSearchType;
  term: string;
  clips: Clip[];
  total: number;
  error: ErrorCode | null;
}

export type TagSongsEvent = { type: 'tagSongs.more' } | { type: 'tagSongs.retry' };

type Read = { searchType: TagSearchType; term: string; from: number };

/**
 * A style tag or hashtag page (spec 001 §7: POST /api/search/ with search_type tag_song or
 * hashtag_song, rank_by most_relevant), a page of songs at a time. One actor per term (the page
 * actor's key), so an answer always belongs to the term shown (spec 001 §4). No songs is an
 * empty page, not an error; a failed next page keeps the songs shown and may be asked again.
 */
export const tagSongsMachine = setup({
  types: {
    context: {} as TagSongsContext,
    events: {} as TagSongsEvent,
    input: {} as { searchType: TagSearchType; term: string },
  },
  actors: {
    fetchTagSongs: unprovided<TagSongsPage, Read>('fetchTagSongs'),
  },
  guards: {
    hasMore: ({ context }) => context.clips.length < context.total,
  },
  actions: {
    setPage: assign((_, page: TagSongsPage) => ({ ...page, error: null })),
    addPage: assign(({ context }, page: TagSongsPage) => ({
      clips: [...context.clips, ...page.clips],
      total: page.total,
      error: null,
    })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'tagSongs',
  description: "A style tag's or a hashtag's public songs, most relevant first.",
  context: ({ input }) => ({ ...input, clips: [], total: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the first page.',
      invoke: {
        src: 'fetchTagSongs',
        input: ({ context }) => ({ searchType: context.searchType, term: context.term, from: 0 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    ready: {
      description: 'The songs read so far (maybe none) are shown.',
      on: { 'tagSongs.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Reads the next page, the songs shown staying.',
      invoke: {
        src: 'fetchTagSongs',
        input: ({ context }) => ({
          searchType: context.searchType,
          term: context.term,
          from: context.clips.length,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'addPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The first read failed; the page says why and offers to try again.',
      on: { 'tagSongs.retry': 'loading' },
    },
  },
});
