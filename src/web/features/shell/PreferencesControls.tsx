import { useTranslation } from '../../i18n/useTranslation';
import {
  LANGUAGES,
  THEMES,
  type Language,
  type ThemePreference,
} from '../../../contracts/constants';
import { usePreferences } from '../../app/usePreferences';
import * as styles from './PreferencesControls.css';

/** Theme and language pickers; the choice is kept on this device. */
export function PreferencesControls() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  return (
    <div className={styles.controls}>
      <label className={styles.control}>
        <span>{t('preferences.theme')}</span>
        <select
          className={styles.select}
          value={preferences.theme}
          onChange={(event) => preferences.setTheme(event.target.value as ThemePreference)}
        >
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`preferences.themes.${theme}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span>{t('preferences.language')}</span>
        <select
          className={styles.select}
          value={preferences.language}
          onChange={(event) => preferences.setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`preferences.languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
