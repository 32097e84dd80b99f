import { describe, expect, it } from 'vitest';
import { hooksFeedMachine, type HooksFeedEvent } from '../../machines/hooks/hooksFeed.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHook } from './hooks.fixtures';

const machine = hooksFeedMachine.provide({ actors: fakePromiseActors(['hookFeed']) });
const posted = 'rendered_passed_moderation' as const;
const samples: SampleOptions<HooksFeedEvent> = {
  events: {
    'hooksFeed.more': [{ type: 'hooksFeed.more' }],
    'hooksFeed.retry': [{ type: 'hooksFeed.retry' }],
  },
  outcomes: {
    hookFeed: {
      first: { output: { hooks: [aHook(posted, 'h1'), aHook(posted, 'h2')], next_cursor: 'h2' } },
      last: { output: { hooks: [aHook(posted, 'h2'), aHook(posted, 'h3')], next_cursor: null } },
      offline: { error: codedError('network') },
    },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('hooksFeed paths', () => {
  describePaths(machine, samples);

  it('appends the next page without repeating a hook, and stops at the last', async () => {
    const both = await replay('done: hookFeed (first)', 'hooksFeed.more', 'done: hookFeed (last)');
    expect(both.context.hooks.map((hook: { id: string }) => hook.id)).toEqual(['h1', 'h2', 'h3']);
    expect(both.can({ type: 'hooksFeed.more' })).toBe(false);
  });

  it('can be tried again after a failed read', async () => {
    const failed = await replay('error: hookFeed (offline)');
    expect(failed.context.error).toBe('network');
    expect((await replay('error: hookFeed (offline)', 'hooksFeed.retry')).value).toBe('loading');
  });
});
