import { describe, expect, it } from 'vitest';
import {
  preferencesMachine,
  type PreferencesEvent,
} from '../../machines/preferences/preferences.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = preferencesMachine.provide({
  actors: fakePromiseActors(['loadPreferences', 'savePreferences']),
});

const samples: SampleOptions<PreferencesEvent> = {
  events: {
    'preferences.setTheme': [{ type: 'preferences.setTheme', theme: 'light' }],
    'preferences.setLanguage': [{ type: 'preferences.setLanguage', language: 'es' }],
  },
  outcomes: {
    loadPreferences: {
      stored: { output: { theme: 'system', language: 'es' } },
      unreadable: { error: new Error('storage unavailable') },
    },
    savePreferences: {
      saved: { output: undefined },
      full: { error: new Error('quota exceeded') },
    },
  },
};

describe('preferences paths', () => {
  describePaths(machine, samples);

  it('keeps a choice whose save failed', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'error: loadPreferences (unreadable)',
        'preferences.setTheme',
        'error: savePreferences (full)',
      ]),
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toEqual({ theme: 'light', language: 'en' });
  });
});
