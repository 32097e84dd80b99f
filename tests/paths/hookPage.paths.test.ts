import { describe, expect, it } from 'vitest';
import { hookPageMachine, type HookPageEvent } from '../../machines/hooks/hookPage.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHook } from './hooks.fixtures';

const machine = hookPageMachine.provide({
  actors: fakePromiseActors(['getHook', 'likeHook', 'hookComments', 'commentOnHook', 'copyLink']),
});
const comment = {
  id: 'c1',
  parent_id: null,
  content: 'Great walk',
  handle: 'fan',
  display_name: 'fan',
  created_at: '2026-11-28T05:00:00.000Z',
};
const samples: SampleOptions<HookPageEvent> = {
  input: { hookId: 'hook-a' },
  events: {
    'hook.like': [{ type: 'hook.like' }],
    'hook.comment': [{ type: 'hook.comment', content: 'Great walk' }],
    'hook.copyLink': [{ type: 'hook.copyLink', url: 'http://x/hook/hook-a' }],
    'hook.retry': [{ type: 'hook.retry' }],
  },
  outcomes: {
    getHook: {
      found: { output: aHook('rendered_passed_moderation') },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
    likeHook: {
      saved: { output: { liked: true, like_count: 1 } },
      offline: { error: codedError('network') },
    },
    hookComments: {
      some: { output: { comments: [comment], has_more: false } },
      offline: { error: codedError('network') },
    },
    commentOnHook: { posted: { output: { id: 'c1' } }, offline: { error: codedError('network') } },
    copyLink: { copied: { output: undefined }, refused: { error: new Error('no clipboard') } },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('hookPage paths', () => {
  describePaths(machine, samples);

  it('shows a like at once and keeps it when saved, takes it back when refused', async () => {
    const opened = ['done: getHook (found)'];
    const liking = await replay(...opened, 'hook.like');
    expect(liking.context.hook?.is_liked).toBe(true);
    expect(liking.context.hook?.like_count).toBe(1);
    const refused = await replay(...opened, 'hook.like', 'error: likeHook (offline)');
    expect(refused.context.hook?.is_liked).toBe(false);
    expect(refused.context.hook?.like_count).toBe(0);
  });

  it('reads the comments again after posting one', async () => {
    const posted = await replay(
      'done: getHook (found)',
      'done: hookComments (some)',
      'hook.comment',
      'done: commentOnHook (posted)',
      'done: hookComments (some)',
    );
    expect(posted.context.comments.map((c: { content: string }) => c.content)).toEqual([
      'Great walk',
    ]);
  });

  it('tells a missing hook from a failed read, and copies by hand when the clipboard refuses', async () => {
    expect((await replay('error: getHook (missing)')).value).toBe('notFound');
    expect((await replay('error: getHook (offline)')).value).toBe('failed');
    const byHand = await replay(
      'done: getHook (found)',
      'hook.copyLink',
      'error: copyLink (refused)',
    );
    expect(byHand.matches({ ready: { link: 'byHand' } })).toBe(true);
  });
});
