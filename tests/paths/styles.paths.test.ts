import { describe, expect, it } from 'vitest';
import { stylesMachine, type StylesEvent } from '../../machines/create/styles.machine';
import { selectSuggestions } from '../../machines/create/styles.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

// The form watcher finds no `create` actor here and stays quiet: the paths send the changes.
const machine = stylesMachine.provide({
  actors: fakePromiseActors(['fetchDefaultStyles', 'recommendStyles']),
});

const samples: SampleOptions<StylesEvent> = {
  input: { seed: 1 },
  events: {
    'styles.change': [
      { type: 'styles.change', tags: 'folk' },
      { type: 'styles.change', tags: '' },
    ],
  },
  outcomes: {
    fetchDefaultStyles: {
      genres: { output: ['Pop', 'Rock', 'Jazz', 'Folk', 'Soul', 'Metal'] },
      offline: { error: new Error('offline') },
    },
    recommendStyles: {
      blues: { output: ['Blues', 'Folk'] },
      offline: { error: new Error('offline') },
    },
  },
};

describe('styles paths', () => {
  describePaths(machine, samples);

  it('suggests 5 genres and the recommendations, none already in the field', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'styles.change #1',
        'done: fetchDefaultStyles (genres)',
        'done: recommendStyles (blues)',
      ]),
      samples,
    );
    const suggestions = selectSuggestions(snapshot);
    expect(suggestions).toHaveLength(6);
    expect(suggestions).toContain('Blues');
    expect(suggestions).not.toContain('Folk');
  });

  it('asks nothing for an emptied field', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchDefaultStyles (genres)',
        'styles.change #2',
        'after styleRecommendDebounce',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('idle');
    expect(selectSuggestions(snapshot)).toHaveLength(5);
  });
});
