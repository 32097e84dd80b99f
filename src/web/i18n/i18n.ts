import i18next from 'i18next';
import {
  FALLBACK_LANGUAGE,
  I18N_NAMESPACES,
  LANGUAGES,
  type Language,
} from '../../contracts/constants';
import { localesBackend } from './locales-backend';

declare const __LOCALES_VERSION__: string;

/** What `t` reads when a key names no namespace and `useTranslation()` is given none. */
export const DEFAULT_NAMESPACE = 'common';

/** Loads `/locales/{lng}/{ns}.json?v=<hash of the files>` (spec 001 §7 "Translations"). */
export function initI18n(language: Language) {
  return i18next.use(localesBackend(__LOCALES_VERSION__)).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
  });
}

export { i18next };
