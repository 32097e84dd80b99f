import { describe, expect, it } from 'vitest';
import { clipReactionMachine } from '../../machines/clipMenu/clipReaction.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const clip = aClip({ id: 'clip-1', status: 'complete', upvote_count: 4 });
const liked = aClip({
  id: 'clip-1',
  status: 'complete',
  upvote_count: 5,
  reaction: { reaction_type: 'L', feedback_reason: null, updated_at: '2026-11-25T12:00:00Z' },
});

const machine = clipReactionMachine.provide({ actors: fakePromiseActors(['react']) });

const samples: SampleOptions = {
  input: { clip },
  events: {
    'reaction.like': [{ type: 'reaction.like' }],
    'reaction.dislike': [{ type: 'reaction.dislike' }],
    'reaction.setClip': [{ type: 'reaction.setClip', clip: liked }],
  },
  outcomes: {
    react: {
      saved: { output: liked },
      failed: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('clipReaction paths', () => {
  describePaths(machine, samples);

  it('shows a like at once, with one more upvote, and asks for LIKE', async () => {
    const saving = await replay('reaction.like');
    expect(saving.value).toBe('saving');
    expect(saving.context).toMatchObject({ reaction: 'L', upvoteCount: 5, asked: 'LIKE' });
    const saved = await replay('reaction.like', 'done: react (saved)');
    expect(saved.value).toBe('idle');
    expect(saved.context).toMatchObject({ reaction: 'L', upvoteCount: 5, previous: null });
  });

  it('rolls a like back when the call fails (spec 000 §4)', async () => {
    const failed = await replay('reaction.like', 'error: react (failed)');
    expect(failed.value).toBe('idle');
    expect(failed.context).toMatchObject({ reaction: null, upvoteCount: 4, previous: null });
  });

  it('takes a like back on a second press; a dislike removes the like', async () => {
    const unliking = await replay('reaction.setClip', 'reaction.like');
    expect(unliking.context).toMatchObject({ reaction: null, upvoteCount: 4, asked: null });
    const disliking = await replay('reaction.setClip', 'reaction.dislike');
    expect(disliking.context).toMatchObject({ reaction: 'D', upvoteCount: 4, asked: 'DISLIKE' });
  });
});
