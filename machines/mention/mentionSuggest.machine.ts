import { assign, setup } from 'xstate';
import { MENTION_DEBOUNCE_MS } from '../../src/contracts/constants';
import type { ProfileSummary } from '../../src/contracts/profile';
import { unprovided } from '../actors/unprovided';

export interface MentionSuggestContext {
  /** The handle being typed after an `@` (without it). */
  query: string;
  users: ProfileSummary[];
  /** The suggestion Enter would take. */
  highlighted: number;
}

export type MentionSuggestEvent =
  /** The text at the caret: the partial handle after an `@`, or null when there is none. */
  | { type: 'mention.query'; text: string | null }
  /** Arrow keys: the next or previous suggestion. */
  | { type: 'mention.move'; step: 1 | -1 }
  | { type: 'mention.close' };

/**
 * Mention suggestions for the comment box (issue 14, spec 000 §2 user_mentions): once typing
 * pauses after `@` and a few letters, finds users by handle; a query changed while a read runs
 * drops that read. A failed read just shows nothing: a mention can always be typed in full.
 */
export const mentionSuggestMachine = setup({
  types: {
    context: {} as MentionSuggestContext,
    events: {} as MentionSuggestEvent,
  },
  actors: {
    findUsers: unprovided<ProfileSummary[], string>('findUsers'),
  },
  guards: {
    hasQuery: (_, text: string | null) => !!text,
  },
  actions: {
    setQuery: assign((_, text: string | null) => ({ query: text ?? '' })),
    setUsers: assign((_, users: ProfileSummary[]) => ({ users, highlighted: 0 })),
    clear: assign({ users: [], highlighted: 0 }),
    move: assign(({ context }, step: 1 | -1) => ({
      highlighted: (context.highlighted + step + context.users.length) % context.users.length,
    })),
  },
  delays: { mentionDebounce: MENTION_DEBOUNCE_MS },
}).createMachine({
  id: 'mentionSuggest',
  description: 'Suggests users for the @handle being typed in a comment.',
  context: { query: '', users: [], highlighted: 0 },
  initial: 'closed',
  on: {
    'mention.query': [
      {
        guard: { type: 'hasQuery', params: ({ event }) => event.text },
        target: '.waiting',
        reenter: true,
        actions: { type: 'setQuery', params: ({ event }) => event.text },
      },
      { target: '.closed', actions: 'clear' },
    ],
    'mention.close': { target: '.closed', actions: 'clear' },
  },
  states: {
    closed: { description: 'No `@handle` at the caret, or the list was dismissed.' },
    waiting: {
      description: 'Typing; the read starts once it pauses.',
      after: { mentionDebounce: 'loading' },
    },
    loading: {
      description: 'Finds users whose handle or name matches the query.',
      invoke: {
        src: 'findUsers',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'showing',
            actions: { type: 'setUsers', params: ({ event }) => event.output },
          },
          { target: 'closed', actions: 'clear' },
        ],
        onError: { target: 'closed', actions: 'clear' },
      },
    },
    showing: {
      description: 'The suggestions are listed; arrows move, Enter or a click takes one.',
      on: {
        'mention.move': { actions: { type: 'move', params: ({ event }) => event.step } },
      },
    },
  },
});
