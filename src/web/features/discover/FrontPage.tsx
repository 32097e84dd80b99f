import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PageShell } from '../../ui/PageShell';
import { DiscoverSections } from './DiscoverSections';
import * as styles from './Discover.css';
import * as buttonStyles from '../../ui/Button.css';

/**
 * The front door (`/` signed out): what the app is, a call to sign up, and the discover
 * sections (trending first) to play at once.
 */
export function FrontPage() {
  const { t } = useTranslation();
  return (
    <PageShell page="front">
      <div className={styles.hero}>
        <p className={styles.heroText}>{t('front.lead')}</p>
        <div className={styles.heroActions}>
          <Link to="/sign-up" className={buttonStyles.button.primary}>
            {t('front.signUp')}
          </Link>
          <Link to="/sign-in" className={buttonStyles.button.ghost}>
            {t('front.signIn')}
          </Link>
        </div>
      </div>
      <DiscoverSections empty={<p className={styles.muted}>{t('front.empty')}</p>} />
    </PageShell>
  );
}
