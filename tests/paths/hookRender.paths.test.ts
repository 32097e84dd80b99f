import { describe, expect, it } from 'vitest';
import { hookRenderMachine, type HookRenderEvent } from '../../machines/hooks/hookRender.machine';
import {
  selectHookRenderError,
  selectHookRenderView,
  selectRenderedHookId,
} from '../../machines/hooks/hookRender.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHook } from './hooks.fixtures';

const machine = hookRenderMachine.provide({ actors: fakePromiseActors(['createHook', 'getHook']) });

const hook = aHook;
const request = {
  clip_id: 'clip-a',
  hook_publish: { title: 'Night walk' },
  video_render: {
    song: { song_id: 'clip-a', clip_start_time: 0, clip_end_time: 10 },
    videos: [{ upload_id: 'u', source_start_time: 0, source_end_time: 10 }],
  },
};
const samples: SampleOptions<HookRenderEvent> = {
  events: {
    'hookRender.create': [{ type: 'hookRender.create', request }],
    'hookRender.reset': [{ type: 'hookRender.reset' }],
  },
  outcomes: {
    createHook: {
      made: { output: { id: 'hook-a' } },
      noId: { output: {} },
      held: { error: codedError('needsSupport') },
      offline: { error: codedError('network') },
    },
    getHook: {
      rendering: { output: hook('rendering') },
      posted: { output: hook('rendered_passed_moderation') },
      flagged: { output: hook('rendered_failed_moderation') },
      broken: { output: hook('error') },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const rendered = (outcome: string) =>
  replay(
    'hookRender.create',
    'done: createHook (made)',
    'after hookStatusPollInterval',
    'done: getHook (rendering)',
    'after hookStatusPollInterval',
    `done: getHook (${outcome})`,
  );

describe('hookRender paths', () => {
  describePaths(machine, samples);

  it('reads the status every 2 s until posted, then names the hook to show', async () => {
    const done = await rendered('posted');
    expect(selectHookRenderView(done)).toBe('done');
    expect(selectRenderedHookId(done)).toBe('hook-a');
    expect(done.context.error).toBeNull();
  });

  it('ends on failed moderation or a failed render with their codes', async () => {
    expect((await rendered('flagged')).context.error).toBe('hookFailedModeration');
    expect((await rendered('broken')).context.error).toBe('hookRenderFailed');
  });

  it('says a 423 needs support, a reply without an id is invalid, else the exception', async () => {
    const held = await replay('hookRender.create', 'error: createHook (held)');
    expect(selectHookRenderError(held).code).toBe('needsSupport');
    const noId = await replay('hookRender.create', 'done: createHook (noId)');
    expect(selectHookRenderError(noId).code).toBe('hookInvalidResponse');
    const offline = await replay('hookRender.create', 'error: createHook (offline)');
    expect(selectHookRenderError(offline).code).toBe('hookCreateException');
    expect(selectHookRenderView(offline)).toBe('failed');
  });
});
