import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Clip, ClipReaction } from '../../src/contracts/clip';
import type { Reaction } from '../../src/contracts/clip-settings';
import { unprovided } from '../actors/unprovided';

type ReactionType = ClipReaction['reaction_type'];

export interface ClipReactionContext {
  clipId: string;
  /** What the view shows: the server's, or the one just asked for until it answers. */
  reaction: ReactionType | null;
  upvoteCount: number;
  /** What was shown before the call, put back if it fails. */
  previous: { reaction: ReactionType | null; upvoteCount: number } | null;
  /** The reaction the running call asks for (LIKE, DISLIKE or null: none). */
  asked: Reaction | null;
}

export type ClipReactionEvent =
  | { type: 'reaction.like' }
  | { type: 'reaction.dislike' }
  | { type: 'reaction.setClip'; clip: Clip };

export interface ReactInput {
  clipId: string;
  reaction: Reaction | null;
}

/** Spec 000 §4: like sets L and adds an upvote; unlike takes it back; dislike removes a like. */
function optimistic(context: ClipReactionContext, asked: Reaction | null) {
  const next: ReactionType | null = asked === 'LIKE' ? 'L' : asked === 'DISLIKE' ? 'D' : null;
  const delta = (next === 'L' ? 1 : 0) - (context.reaction === 'L' ? 1 : 0);
  return { reaction: next, upvoteCount: Math.max(0, context.upvoteCount + delta) };
}

/** Pressing like on a liked clip takes the like back; the same for dislike. */
const toggled = (context: ClipReactionContext, kind: 'L' | 'D'): Reaction | null =>
  context.reaction === kind ? null : kind === 'L' ? 'LIKE' : 'DISLIKE';

/**
 * One clip view's like and dislike (spec 000 §4 "Reactions"): shown at once, sent, and rolled
 * back with a toast when the call fails. A press while a call runs waits for it: the button is
 * busy meanwhile.
 */
export const clipReactionMachine = setup({
  types: {
    context: {} as ClipReactionContext,
    events: {} as ClipReactionEvent,
    input: {} as { clip: Clip },
  },
  actors: {
    react: unprovided<Clip, ReactInput>('react'),
  },
  actions: {
    fromClip: assign((_, clip: Clip) => ({
      reaction: clip.reaction?.reaction_type ?? null,
      upvoteCount: clip.upvote_count,
    })),
    ask: assign(({ context }, asked: Reaction | null) => ({
      asked,
      previous: { reaction: context.reaction, upvoteCount: context.upvoteCount },
      ...optimistic(context, asked),
    })),
    settle: assign((_, clip: Clip) => ({
      reaction: clip.reaction?.reaction_type ?? null,
      upvoteCount: clip.upvote_count,
      previous: null,
    })),
    rollBack: assign(({ context }) => ({ ...(context.previous ?? {}), previous: null })),
    toastFailure: enqueueActions(({ system, enqueue }) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'reactionFailed' });
    }),
  },
}).createMachine({
  id: 'clipReaction',
  description: "One clip view's reaction: like, dislike or none, with its upvote count.",
  context: ({ input }) => ({
    clipId: input.clip.id,
    reaction: input.clip.reaction?.reaction_type ?? null,
    upvoteCount: input.clip.upvote_count,
    previous: null,
    asked: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: "The server's reaction is shown; like and dislike send a new one.",
      on: {
        'reaction.setClip': { actions: { type: 'fromClip', params: ({ event }) => event.clip } },
        'reaction.like': {
          target: 'saving',
          actions: { type: 'ask', params: ({ context }) => toggled(context, 'L') },
        },
        'reaction.dislike': {
          target: 'saving',
          actions: { type: 'ask', params: ({ context }) => toggled(context, 'D') },
        },
      },
    },
    saving: {
      description: 'The new reaction shows already; the call is on its way.',
      invoke: {
        src: 'react',
        input: ({ context }) => ({ clipId: context.clipId, reaction: context.asked }),
        onDone: {
          target: 'idle',
          actions: { type: 'settle', params: ({ event }) => event.output },
        },
        onError: { target: 'idle', actions: ['rollBack', 'toastFailure'] },
      },
    },
  },
});
