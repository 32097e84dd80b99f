import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PageShell } from '../../ui/PageShell';
import { DiscoverSections } from './DiscoverSections';
import * as styles from './Discover.css';

/** /home (spec 001 §2): the discover sections, for anyone, signed in or not. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <PageShell page="home">
      <DiscoverSections
        empty={
          <p className={styles.muted}>
            {t('discover.empty')} <Link to="/create">{t('discover.createFirst')}</Link>
          </p>
        }
      />
    </PageShell>
  );
}
