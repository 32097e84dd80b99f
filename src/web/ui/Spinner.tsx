import { useTranslation } from '../i18n/useTranslation';
import * as styles from './Spinner.css';

/** A full-area busy indicator with an accessible label. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden />
      <span className={styles.label}>{t('app.loading')}</span>
    </div>
  );
}
