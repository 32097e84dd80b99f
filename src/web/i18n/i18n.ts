import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  I18N_NAMESPACES,
  LANGUAGES,
  type Language,
} from '../../contracts/constants';
import { localesBackend } from './locales-backend';

declare const __LOCALES_VERSION__: string;

/** Loads `/locales/{lng}/{ns}.json?v=<hash of the files>` (spec 001 §7 "Translations"). */
export function initI18n(language: Language) {
  return i18next
    .use(localesBackend(__LOCALES_VERSION__))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...I18N_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18next };
