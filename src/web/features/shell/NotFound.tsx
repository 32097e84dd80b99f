import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PageShell } from '../../ui/PageShell';
import * as styles from './NotFound.css';

/** What does not exist: an address, a song (or one private to someone else), a profile. */
export type Missing =
  'page' | 'song' | 'profile' | 'playlist' | 'persona' | 'shareLink' | 'hook' | 'contest';

/**
 * Says plainly that there is nothing here, and offers ways on (the app's navigation is beside
 * it). A private song reads the same as a missing one, so nothing about it is revealed.
 */
export function NotFound({ what, handle }: { what: Missing; handle?: string }) {
  const { t } = useTranslation();
  return (
    <PageShell page="notFound" title={t(`notFound.${what}.title`)}>
      <div className={styles.body}>
        <p className={styles.message}>{t(`notFound.${what}.message`, { handle })}</p>
        <div className={styles.links}>
          <Link to="/home" className={styles.primary}>
            {t('notFound.home')}
          </Link>
          <Link to="/create" className={styles.link}>
            {t('notFound.create')}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
