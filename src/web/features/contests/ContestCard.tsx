import { Link } from '@tanstack/react-router';
import type { Contest } from '../../../contracts/contest';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './Contests.css';

/** When a contest ends (or ended), in the reader's language. */
export function ContestDeadline({ contest }: { contest: Contest }) {
  const { t, i18n } = useTranslation();
  const date = new Date(contest.end_time).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return <>{t(contest.is_open ? 'contests.ends' : 'contests.ended', { date })}</>;
}

/** A contest as a card linking to its page: title, description, deadline, entries. */
export function ContestCard({ contest }: { contest: Contest }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to="/contest/$id" params={{ id: contest.id }}>
          {contest.title}
        </Link>
      </h3>
      {contest.description && <p className={styles.text}>{contest.description}</p>}
      <p className={styles.muted}>
        <ContestDeadline contest={contest} /> ·{' '}
        {t('contests.entries', { count: contest.entry_count })}
      </p>
    </article>
  );
}
