import { assign, setup } from 'xstate';
import type { ContestClipAnswer } from '../../src/contracts/contest';
import { unprovided } from '../actors/unprovided';

export interface ContestClipContext {
  clipId: string;
  contestIds: string[];
}

/**
 * Whether an open contest names a clip (spec 001 §7 GET /api/contests/is_contest_clip/{id}/),
 * for the cover action: spec 001 §6 lets anyone cover a contest clip. A failed read counts as
 * no contest (the cover then follows the creator's remix permission, as the server does).
 */
export const contestClipMachine = setup({
  types: {
    context: {} as ContestClipContext,
    input: {} as { clipId: string },
  },
  actors: {
    fetchIsContestClip: unprovided<ContestClipAnswer, { clipId: string }>('fetchIsContestClip'),
  },
  actions: {
    setAnswer: assign((_, answer: ContestClipAnswer) => ({
      contestIds: answer.is_contest_clip ? answer.contest_ids : [],
    })),
  },
}).createMachine({
  id: 'contestClip',
  description: 'Whether an open contest names the clip.',
  context: ({ input }) => ({ clipId: input.clipId, contestIds: [] }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Asks whether the clip is a contest clip.',
      invoke: {
        src: 'fetchIsContestClip',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: {
          target: 'known',
          actions: { type: 'setAnswer', params: ({ event }) => event.output },
        },
        onError: 'known',
      },
    },
    known: { description: 'The answer (no contest if the read failed).', type: 'final' },
  },
});
