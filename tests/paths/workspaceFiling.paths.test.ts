import { describe, expect, it } from 'vitest';
import {
  workspaceFilingMachine,
  type WorkspaceFilingEvent,
} from '../../machines/workspace/workspaceFiling.machine';
import { callOf, fileNotice, type FileRequest } from '../../machines/workspace/workspace.selection';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

const request: FileRequest = {
  clipIds: ['clip-1'],
  sourceId: 'default',
  targetId: 'ws-1',
  targetName: 'One',
  announce: 'add_clips',
  clips: [],
};
const filing = workspaceFilingMachine.provide({ actors: fakePromiseActors(['fileClips']) });
const filingSamples: SampleOptions<WorkspaceFilingEvent> = {
  events: {
    'workspaceFiling.file': [
      { type: 'workspaceFiling.file', request },
      { type: 'workspaceFiling.file', request: { ...request, targetId: 'default' } },
    ],
  },
  outcomes: {
    fileClips: { filed: { output: { success: true } }, refused: { error: codedError('notFound') } },
  },
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, Math.min(2, snapshot.context.queue.length)]),
};

describe('workspaceFiling paths', () => {
  describePaths(filing, filingSamples);

  it('maps filings to the spec calls: default target removes, adding to default is none', () => {
    expect(callOf(request)).toEqual({ id: 'ws-1', change: { type: 'add', clipIds: ['clip-1'] } });
    expect(callOf({ ...request, targetId: 'default' })).toBeNull();
    expect(callOf({ ...request, sourceId: 'ws-1', targetId: 'default' })).toEqual({
      id: 'ws-1',
      change: { type: 'remove', clipIds: ['clip-1'] },
    });
    expect(callOf({ ...request, sourceId: 'ws-1', targetId: 'ws-2' })?.change).toEqual({
      type: 'move',
      clipIds: ['clip-1'],
      targetId: 'ws-2',
    });
    expect(fileNotice(request)).toEqual({ code: 'workspaceClipAdded' });
    expect(fileNotice({ ...request, clipIds: ['a', 'b'] })).toEqual({
      code: 'workspaceClipsAdded',
      params: { count: 2 },
    });
  });
});
