import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine';

type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

export const selectTheme = (s: PreferencesSnapshot) => s.context.theme;
export const selectLanguage = (s: PreferencesSnapshot) => s.context.language;
export const selectPreferencesLoaded = (s: PreferencesSnapshot) => !s.matches('loading');
