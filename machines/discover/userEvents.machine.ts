import { assign, setup } from 'xstate';
import type { UserEvents } from '../../src/contracts/discover';
import { unprovided } from '../actors/unprovided';

export interface UserEventsContext {
  /** Null until read (or when the read failed: no guidance is better than wrong guidance). */
  hasCreatedSong: boolean | null;
  dismissed: boolean;
}

export type UserEventsEvent = { type: 'userEvents.dismiss' };

/**
 * What the signed-in user has done (spec 001 §7 GET /api/analytics/user-event/): read once
 * while /create shows, so a user who never made a song gets first-song guidance until they
 * dismiss it. A failed read shows no guidance.
 */
export const userEventsMachine = setup({
  types: {
    context: {} as UserEventsContext,
    events: {} as UserEventsEvent,
  },
  actors: {
    fetchUserEvents: unprovided<UserEvents>('fetchUserEvents'),
  },
  actions: {
    setEvents: assign((_, events: UserEvents) => ({ hasCreatedSong: events.has_created_song })),
    dismiss: assign({ dismissed: true }),
  },
}).createMachine({
  id: 'userEvents',
  description: 'Whether the user ever made a song, for first-song guidance on /create.',
  context: { hasCreatedSong: null, dismissed: false },
  initial: 'loading',
  on: { 'userEvents.dismiss': { actions: 'dismiss' } },
  states: {
    loading: {
      description: 'Reads the user events.',
      invoke: {
        src: 'fetchUserEvents',
        onDone: {
          target: 'loaded',
          actions: { type: 'setEvents', params: ({ event }) => event.output },
        },
        onError: 'failed',
      },
    },
    loaded: { description: 'Known whether the user made a song.' },
    failed: { description: 'Not known: no guidance shows.' },
  },
});
