import { describe, expect, it } from 'vitest';
import {
  studioUploadsMachine,
  type StudioUploadsEvent,
} from '../../machines/upload/studioUploads.machine';
import { studioUploadMachine } from '../../machines/upload/studioUpload.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromise, fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { aHeldFile } from './helpers/upload-fixtures';

const item = studioUploadMachine.provide({
  actors: { ...fakePromiseActors(['initializeClip']), transfer: fakePromise() as never },
});
const machine = studioUploadsMachine.provide({ actors: { studioUpload: item } });
const samples: SampleOptions<StudioUploadsEvent> = {
  events: {
    'studio.add': [
      { type: 'studio.add', files: [aHeldFile(), aHeldFile({ fileId: 'file-2', name: 'b.mp3' })] },
    ],
    'studio.removed': [{ type: 'studio.removed', itemId: 'studio-upload-1' }],
  },
  // Items only grow with more adds: a panel with one add's items or fewer is what differs.
  serialize: (s) => JSON.stringify([s.value, Math.min(s.context.items.length, 2)]),
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('studioUploads paths', () => {
  describePaths(machine, samples);

  it('runs several uploads at once and removes a finished one', async () => {
    const added = await replay('studio.add');
    expect(added.context.items.map((i: { name: string }) => i.name)).toEqual([
      'Sea shanty.wav',
      'b.mp3',
    ]);
    const removed = await replay('studio.add', 'studio.removed');
    expect(removed.context.items.map((i: { id: string }) => i.id)).toEqual(['studio-upload-2']);
  });
});
