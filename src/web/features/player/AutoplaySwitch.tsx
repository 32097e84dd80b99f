import { useAutoplay } from '../../app/useAutoplay';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './Playbar.css';

/** The queue panel's "Autoplay" switch (signed in only): similar songs follow the queue. */
export function AutoplaySwitch() {
  const { t } = useTranslation();
  const autoplay = useAutoplay();
  if (!autoplay.available) return null;
  return (
    <label className={styles.item}>
      <input type="checkbox" role="switch" checked={autoplay.enabled} onChange={autoplay.toggle} />
      {t('player.autoplay')}
    </label>
  );
}
