import type { ReactNode } from 'react';
import { useDiscover } from '../../app/useDiscover';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { DiscoverSectionView } from './DiscoverSectionView';
import * as styles from './Discover.css';

/** Every discover section the server has for the visitor, or why there are none. */
export function DiscoverSections({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const discover = useDiscover();
  const { sections } = discover;
  if (discover.status === 'failed' && sections.length === 0) {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(`errors.${discover.error ?? 'unknown'}`)}</p>
        <Button onClick={discover.retry}>{t('song.retry')}</Button>
      </div>
    );
  }
  if (sections.length === 0) return discover.status === 'loading' ? <Spinner /> : empty;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <DiscoverSectionView key={section.section_name} section={section} />
      ))}
    </div>
  );
}
