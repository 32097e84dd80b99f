import { useSelector } from '@xstate/react';
import type { Language, ThemePreference } from '../../contracts/constants';
import {
  selectLanguage,
  selectPreferencesLoaded,
  selectTheme,
} from '../../../machines/preferences/preferences.selectors';
import { useSystemActor } from './RootActorContext';

/** Theme and language choice of this device. */
export function usePreferences() {
  const ref = useSystemActor('preferences');
  return {
    loaded: useSelector(ref, selectPreferencesLoaded),
    theme: useSelector(ref, selectTheme),
    language: useSelector(ref, selectLanguage),
    setTheme: (theme: ThemePreference) => ref.send({ type: 'preferences.setTheme', theme }),
    setLanguage: (language: Language) => ref.send({ type: 'preferences.setLanguage', language }),
  };
}
