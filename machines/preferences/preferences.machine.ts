import { assign, setup } from 'xstate';
import {
  DEFAULT_THEME,
  FALLBACK_LANGUAGE,
  type Language,
  type ThemePreference,
} from '../../src/contracts/constants';
import type { Preferences } from '../actors/ports';
import { unprovided } from '../actors/unprovided';

export type PreferencesEvent =
  | { type: 'preferences.setTheme'; theme: ThemePreference }
  | { type: 'preferences.setLanguage'; language: Language };

/**
 * Theme and language, kept on this device (spec 001 §9: dark by default,
 * English fallback). Every change is saved; a failed save keeps the choice for
 * this visit.
 */
export const preferencesMachine = setup({
  types: {
    context: {} as Preferences,
    events: {} as PreferencesEvent,
  },
  actors: {
    loadPreferences: unprovided<Preferences>('loadPreferences'),
    savePreferences: unprovided<void, Preferences>('savePreferences'),
  },
  actions: {
    setPreferences: assign((_, preferences: Preferences) => preferences),
    setTheme: assign((_, theme: ThemePreference) => ({ theme })),
    setLanguage: assign((_, language: Language) => ({ language })),
  },
}).createMachine({
  id: 'preferences',
  description: 'Theme and language of this device, loaded on start and saved on change.',
  context: { theme: DEFAULT_THEME, language: FALLBACK_LANGUAGE },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the stored choice; defaults stand if nothing is stored.',
      invoke: {
        src: 'loadPreferences',
        onDone: {
          target: 'ready',
          actions: { type: 'setPreferences', params: ({ event }) => event.output },
        },
        onError: 'ready',
      },
    },
    ready: {
      description: 'The current choice is applied and saved.',
      on: {
        'preferences.setTheme': {
          target: 'saving',
          actions: { type: 'setTheme', params: ({ event }) => event.theme },
        },
        'preferences.setLanguage': {
          target: 'saving',
          actions: { type: 'setLanguage', params: ({ event }) => event.language },
        },
      },
    },
    saving: {
      description: 'Writes the choice to this device.',
      invoke: {
        src: 'savePreferences',
        input: ({ context }) => ({ theme: context.theme, language: context.language }),
        onDone: 'ready',
        onError: 'ready',
      },
      on: {
        // A change while saving is saved again: re-entering restarts the write.
        'preferences.setTheme': {
          target: 'saving',
          reenter: true,
          actions: { type: 'setTheme', params: ({ event }) => event.theme },
        },
        'preferences.setLanguage': {
          target: 'saving',
          reenter: true,
          actions: { type: 'setLanguage', params: ({ event }) => event.language },
        },
      },
    },
  },
});
