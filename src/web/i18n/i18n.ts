import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  I18N_NAMESPACES,
  LANGUAGES,
  type Language,
} from '../../contracts/constants';

declare const __LOCALES_VERSION__: string;

/** Loads `/locales/{lng}/{ns}.json?v=<hash of the files>` (spec 001 §7 "Translations"). */
export function initI18n(language: Language) {
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...I18N_NAMESPACES],
      defaultNS: 'common',
      backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${__LOCALES_VERSION__}` },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18next };
