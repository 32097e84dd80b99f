import { fromPromise } from 'xstate';
import type { Preferences, PreferencesPort } from './ports';

/** The preferences machine's effect actors, built from the preferences port. */
export function createPreferencesActors(port: PreferencesPort) {
  return {
    loadPreferences: fromPromise<Preferences, void>(() => port.load()),
    savePreferences: fromPromise<void, Preferences>(({ input }) => port.save(input)),
  };
}
