import { describe, expect, it } from 'vitest';
import { discoverMachine } from '../../machines/discover/discover.machine';
import type { DiscoverSection } from '../../src/contracts/discover';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = discoverMachine.provide({ actors: fakePromiseActors(['fetchSections']) });
const trending: DiscoverSection = {
  section_type: 'playlist',
  section_name: 'trending',
  items: [{ entity_type: 'song_schema', song_schema: aClip({ id: 'hit' }) }],
  total_items: 1,
};
const samples: SampleOptions = {
  events: {
    'discover.retry': [{ type: 'discover.retry' }],
    'discover.refresh': [{ type: 'discover.refresh' }],
  },
  outcomes: {
    fetchSections: {
      sections: { output: [trending] },
      none: { output: [] },
      offline: { error: codedError('network') },
    },
  },
};

describe('discover paths', () => {
  describePaths(machine, samples);

  it('shows the sections after a retry and forgets the error', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: fetchSections (offline)',
        'discover.retry',
        'done: fetchSections (sections)',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.sections).toEqual([trending]);
    expect(snapshot.context.error).toBeNull();
  });

  it('keeps the sections shown while a refresh reads them again', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchSections (sections)', 'discover.refresh']),
      samples,
    );
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.sections).toEqual([trending]);
  });

  it('keeps the error of a failed read for the page to show', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['error: fetchSections (offline)']),
      samples,
    );
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('network');
  });
});
