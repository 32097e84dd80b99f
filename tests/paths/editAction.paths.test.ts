import { describe, expect, it } from 'vitest';
import { editActionMachine } from '../../machines/edit/editAction.machine';
import type { EditRequest } from '../../machines/edit/edit.requests';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { runInSystem } from './helpers/system';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = editActionMachine.provide({
  actors: fakePromiseActors(['runEdit', 'fetchAction']),
});

const crop: EditRequest = {
  action: 'crop',
  clipId: 'clip-1',
  body: {
    crop_start_s: 2,
    crop_end_s: 12,
    is_crop_remove: false,
    fade_out_time: undefined,
    edit_session_id: 's-1',
  },
};
const actionClip = (status: 'queued' | 'complete' | 'error') =>
  aClip({ id: 'edit-1', status, title: 'Neon rain (Cropped)' });
const read = (status: 'queued' | 'complete' | 'error') => ({
  output: { id: 'edit-1', status, clip: actionClip(status) },
});

const samples: SampleOptions = {
  input: { request: crop },
  outcomes: {
    runEdit: {
      pending: {
        output: { response: { id: 'request-1', clips: [actionClip('queued')] }, polled: true },
      },
      section: {
        output: { response: { id: 'request-2', clips: [actionClip('queued')] }, polled: false },
      },
      refused: { error: codedError('invalidTaskInput') },
      broken: { error: new Error('500') },
    },
    fetchAction: {
      complete: read('complete'),
      failed: read('error'),
      offline: { error: codedError('network') },
    },
  },
};

const replay = (labels: string[], options: SampleOptions = samples) =>
  replayPath(machine, pathOf(machine, options, labels), options);

describe('editAction paths', () => {
  describePaths(machine, samples);

  it('polls the action clip until it completes, keeping the new clip', async () => {
    const snapshot = await replay([
      'done: runEdit (pending)',
      'after editActionPollInterval',
      'error: fetchAction (offline)',
      'after editActionPollInterval',
      'done: fetchAction (complete)',
    ]);
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.clips[0]).toMatchObject({ id: 'edit-1', status: 'complete' });
    expect(snapshot.context.tries).toBe(2);
  });

  it('gives up after EDIT_ACTION_POLL_TRIES reads still running (spec 001 §8)', async () => {
    const running = {
      ...samples,
      outcomes: { ...samples.outcomes, fetchAction: { running: read('queued') } },
    };
    const labels = ['done: runEdit (pending)'];
    for (let i = 0; i < 10; i++)
      labels.push('after editActionPollInterval', 'done: fetchAction (running)');
    const snapshot = await replay(labels, running);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('editActionFailed');
  });

  it('says why a refused edit failed, and a broken call in the general words', async () => {
    expect((await replay(['error: runEdit (refused)'])).context.error).toBe('invalidTaskInput');
    expect((await replay(['error: runEdit (broken)'])).context.error).toBe('editActionFailed');
  });

  it('hands a replaced section to the tracker without polling it', async () => {
    const snapshot = await replay(['done: runEdit (section)']);
    expect(snapshot.value).toBe('started');
  });

  it('tracks the new clip, files it in the workspace, and refreshes the library when done', async () => {
    const { subject, clock, received } = runInSystem(machine, {
      systemId: 'editAction',
      input: { request: crop },
      recorders: ['generations', 'workspace', 'library'],
    });
    const child = (id: string) => subject.getSnapshot().children[id];
    settle(child('runEdit'), samples.outcomes!.runEdit!.pending!);
    await flush();
    expect(received('generations', 'generations.track')[0]).toMatchObject({
      request: { id: 'request-1', clips: [{ id: 'edit-1' }] },
    });
    expect(received('workspace', 'workspace.clipsMade')).toHaveLength(1);
    expect(received('library')).toHaveLength(0);
    clock.increment(4000);
    settle(child('fetchAction'), read('complete'));
    await flush();
    expect(subject.getSnapshot().value).toBe('done');
    expect(received('generations', 'generations.clipUpdate')[0]).toMatchObject({
      clips: [{ id: 'edit-1', status: 'complete' }],
    });
    expect(received('library', 'library.refresh')).toHaveLength(1);
  });
});
