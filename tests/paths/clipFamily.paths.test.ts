import { describe, expect, it } from 'vitest';
import { clipFamilyMachine, type ClipFamilyEvent } from '../../machines/song/clipFamily.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = clipFamilyMachine.provide({
  actors: fakePromiseActors(['fetchChildren', 'fetchParent']),
});
const child = (i: number) => aClip({ id: `c${i}`, metadata: { continue_clip_id: 'clip-1' } });
const fullPage = {
  clips: Array.from({ length: 20 }, (_, i) => child(i)),
  num_total_results: 22,
  current_page: 1,
};
const lastPage = { clips: [child(20), child(21)], num_total_results: 22, current_page: 2 };

const samples: SampleOptions<ClipFamilyEvent> = {
  input: { clipId: 'clip-1' },
  events: {
    'family.more': [{ type: 'family.more' }],
    'family.retry': [{ type: 'family.retry' }],
    'family.refresh': [{ type: 'family.refresh' }],
  },
  outcomes: {
    fetchChildren: {
      full: { output: fullPage },
      last: { output: lastPage },
      offline: { error: codedError('network') },
    },
    fetchParent: {
      source: { output: aClip({ id: 'source-1', title: 'Lanterns' }) },
      none: { output: null },
      offline: { error: codedError('network') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('clipFamily paths', () => {
  describePaths(machine, samples);

  it('lists every clip made from the song, a page after another, and links its source', async () => {
    const family = await replay(
      'done: fetchParent (source)',
      'done: fetchChildren (full)',
      'family.more',
      'done: fetchChildren (last)',
    );
    expect(family.value).toEqual({ children: 'ready', parent: 'found' });
    expect(family.context.clips).toHaveLength(22);
    expect(family.context).toMatchObject({ complete: true, parent: { title: 'Lanterns' } });
  });

  it('shows no source for a song made from nothing, and retries a failed page', async () => {
    const failed = await replay('done: fetchParent (none)', 'error: fetchChildren (offline)');
    expect(failed.value).toEqual({ children: 'failed', parent: 'none' });
    expect(failed.context).toMatchObject({ parent: null, error: 'network' });
    const retried = await replay(
      'done: fetchParent (none)',
      'error: fetchChildren (offline)',
      'family.retry',
    );
    expect(retried.value).toEqual({ children: 'loading', parent: 'none' });
  });
});
