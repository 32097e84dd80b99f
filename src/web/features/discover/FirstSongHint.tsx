import { useFirstSongHint } from '../../app/useUserEvents';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Discover.css';

/** /create's guidance for a user who never made a song: how to make the first one. */
export function FirstSongHint() {
  const { t } = useTranslation();
  const hint = useFirstSongHint();
  if (!hint.shows) return null;
  return (
    <aside className={styles.hero} aria-label={t('discover.firstSong.label')}>
      <p className={styles.heroText}>{t('discover.firstSong.text')}</p>
      <div className={styles.heroActions}>
        <Button variant="ghost" onClick={hint.dismiss}>
          {t('discover.firstSong.dismiss')}
        </Button>
      </div>
    </aside>
  );
}
