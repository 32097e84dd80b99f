import { assign, setup } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** A profile's shelves: its pinned songs, its top songs, and how many remixes it inspired. */
export interface ProfileShelves {
  pinned: Clip[];
  top: Clip[];
  remixCount: number;
}

export interface ProfileShelvesContext extends ProfileShelves {
  handle: string;
  error: ErrorCode | null;
}

export type ProfileShelvesEvent =
  | { type: 'profileShelves.retry' }
  /** The owner pinned or unpinned a song (the pins machine says so). */
  | { type: 'profileShelves.refresh' };

/** The read both states make: the shelves, shown when they come. */
const readShelves = {
  src: 'fetchShelves',
  input: ({ context }: { context: ProfileShelvesContext }) => ({ handle: context.handle }),
  onDone: {
    target: 'ready',
    actions: {
      type: 'setShelves',
      params: ({ event }: { event: { output: ProfileShelves } }) => event.output,
    },
  },
} as const;

/**
 * A profile page's shelves (issue 14): the pinned songs (spec 000 §5), the top songs (spec 001
 * §7 top_clips) and the count of remixes the creator inspired; read again when a pin changes,
 * the shelves staying on screen meanwhile.
 */
export const profileShelvesMachine = setup({
  types: {
    context: {} as ProfileShelvesContext,
    events: {} as ProfileShelvesEvent,
    input: {} as { handle: string },
  },
  actors: {
    fetchShelves: unprovided<ProfileShelves, { handle: string }>('fetchShelves'),
  },
  actions: {
    setShelves: assign((_, shelves: ProfileShelves) => ({ ...shelves, error: null })),
    setError: assign((_, error: ErrorCode) => ({ error })),
  },
}).createMachine({
  id: 'profileShelves',
  description: "A profile's pinned and top songs and its remix count.",
  context: ({ input }) => ({
    handle: input.handle,
    pinned: [],
    top: [],
    remixCount: 0,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the shelves.',
      invoke: {
        ...readShelves,
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
        },
      },
    },
    failed: {
      description: 'The shelves could not be read; the user may retry.',
      on: { 'profileShelves.retry': 'loading' },
    },
    ready: {
      description: 'The shelves are shown.',
      on: { 'profileShelves.refresh': 'refreshing' },
    },
    refreshing: {
      description: 'Reads them again after a pin changed, showing the last ones meanwhile.',
      invoke: {
        ...readShelves,
        onError: 'ready',
      },
      on: { 'profileShelves.refresh': { target: 'refreshing', reenter: true } },
    },
  },
});
