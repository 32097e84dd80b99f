import { useContests } from '../../app/useContests';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { ContestCard } from './ContestCard';
import * as styles from './Contests.css';

/** /contests: the open contests, the soonest to end first (read again once stale). */
export function ContestsPage() {
  const { t } = useTranslation();
  const list = useContests();
  return (
    <PageShell page="contests">
      {list.status === 'loading' && <Spinner />}
      {list.status === 'failed' && (
        <div role="alert">
          <p>{t(`errors.${list.error ?? 'unknown'}`)}</p>
          <Button onClick={list.retry}>{t('song.retry')}</Button>
        </div>
      )}
      {list.status === 'ready' && list.contests.length === 0 && (
        <p className={styles.muted}>{t('contests.empty')}</p>
      )}
      {list.contests.length > 0 && (
        <ul className={styles.cards} aria-label={t('pages.contests.title')}>
          {list.contests.map((contest) => (
            <li key={contest.id}>
              <ContestCard contest={contest} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
