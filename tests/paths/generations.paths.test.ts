import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import {
  generationsMachine,
  type GenerationsEvent,
} from '../../machines/generations/generations.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = generationsMachine.provide({
  actors: {
    ...fakePromiseActors(['fetchClips', 'fetchRunningClips']),
    // The paths send realtime news as events; the subscription itself is the adapter's test.
    listenForClips: fromCallback(() => {}),
  },
});

const clipA = aClip({ id: 'clip-a' });
const clipB = aClip({ id: 'clip-b' });

const samples: SampleOptions<GenerationsEvent> = {
  input: { userId: 'user-1' },
  events: {
    'generations.track': [
      { type: 'generations.track', request: { id: 'request-1', clips: [clipA, clipB] } },
    ],
    'generations.clipUpdate': [
      { type: 'generations.clipUpdate', clips: [{ ...clipA, status: 'complete' }] },
      { type: 'generations.clipUpdate', clips: [{ ...clipB, status: 'error' }] },
    ],
    'generations.realtime': [
      { type: 'generations.realtime', state: 'connected' },
      { type: 'generations.realtime', state: 'disconnected' },
    ],
    'generations.clipStuck': [{ type: 'generations.clipStuck', clipId: 'clip-a' }],
    'generations.forget': [{ type: 'generations.forget', clipId: 'clip-a' }],
  },
  outcomes: {
    fetchRunningClips: {
      none: { output: [] },
      offline: { error: codedError('network') },
    },
    fetchClips: {
      streaming: { output: [{ ...clipA, status: 'streaming' }] },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('generations paths', () => {
  describePaths(machine, samples);

  it('polls while realtime is not connected', async () => {
    const snapshot = await replay(
      'done: fetchRunningClips (none)',
      'generations.track',
      'after clipPollInterval',
      'done: fetchClips (streaming)',
    );
    expect(snapshot.value).toEqual({
      realtime: 'connecting',
      resume: 'resumed',
      polling: 'waiting',
    });
    expect(snapshot.context.tracked['clip-a']?.status).toBe('streaming');
  });

  it('does not poll while connected, but catches up once on connecting', async () => {
    const snapshot = await replay(
      'done: fetchRunningClips (none)',
      'generations.track',
      'generations.realtime #1',
    );
    expect(snapshot.value).toEqual({
      realtime: 'connected',
      resume: 'resumed',
      polling: 'fetching',
    });
    const settled = await replay(
      'done: fetchRunningClips (none)',
      'generations.track',
      'generations.realtime #1',
      'done: fetchClips (streaming)',
    );
    expect(settled.value).toMatchObject({ polling: 'idle' });
  });
});
