import type { Preferences, PreferencesPort } from '../../../machines/actors/ports';
import {
  DEFAULT_THEME,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  PREFERENCES_STORAGE_KEY,
  THEMES,
  type Language,
} from '../../contracts/constants';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The browser's first supported language, else the fallback (English). */
export function detectLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isOneOf(LANGUAGES, base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** Parses what was stored, ignoring anything unknown or malformed. */
export function parsePreferences(raw: string | null, languages: readonly string[]): Preferences {
  let stored: Partial<Record<keyof Preferences, unknown>> = {};
  try {
    stored = raw ? (JSON.parse(raw) as typeof stored) : {};
  } catch {
    stored = {};
  }
  return {
    theme: isOneOf(THEMES, stored.theme) ? stored.theme : DEFAULT_THEME,
    language: isOneOf(LANGUAGES, stored.language) ? stored.language : detectLanguage(languages),
  };
}

/** Theme and language kept in this browser's localStorage. */
export function createPreferencesStorage(
  storage: Storage,
  languages: readonly string[],
): PreferencesPort {
  return {
    load: async () => parsePreferences(storage.getItem(PREFERENCES_STORAGE_KEY), languages),
    save: async (preferences) => {
      storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
    },
  };
}
