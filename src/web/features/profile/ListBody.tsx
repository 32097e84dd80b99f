import type { ReactNode } from 'react';
import type { ErrorCode } from '../../../contracts/errors';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as styles from './ProfilePage.css';

/** What ListBody reads of a profile list (useProfileList). */
interface PagedList {
  status: 'loading' | 'ready' | 'failed';
  error: ErrorCode | null;
  hasMore: boolean;
  loadingMore: boolean;
  more: () => void;
  retry: () => void;
}

/** A profile list's body by its state: a spinner, the failure with a retry, or its items and "more". */
export function ListBody({ list, children }: { list: PagedList; children: ReactNode }) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(`errors.${list.error ?? 'unknown'}`)}</p>
        <Button onClick={list.retry}>{t('song.retry')}</Button>
      </div>
    );
  }
  return (
    <>
      {children}
      {list.hasMore && (
        <Button
          variant="ghost"
          className={styles.more}
          onClick={list.more}
          disabled={list.loadingMore}
        >
          {t(list.loadingMore ? 'profile.loading' : 'profile.more')}
        </Button>
      )}
    </>
  );
}
