import { useContest } from '../../app/useContests';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { SongSection } from '../discover/SongSection';
import * as discoverStyles from '../discover/Discover.css';
import { NotFound } from '../shell/NotFound';
import { ContestDeadline } from './ContestCard';
import * as styles from './Contests.css';

/**
 * /contest/{id}: a contest, the songs to cover or extend (its base clips) and its entries,
 * each list playable as a queue (context `contest`).
 */
export function ContestPage({ contestId }: { contestId: string }) {
  const { t } = useTranslation();
  const page = useContest(contestId);
  const { contest } = page;
  if (page.status === 'failed' && page.error === 'notFound') return <NotFound what="contest" />;
  return (
    <PageShell page="contest" title={contest?.title}>
      <div className={styles.page}>
        {page.status === 'loading' && <Spinner />}
        {page.status === 'failed' && (
          <div role="alert">
            <p>{t(`errors.${page.error ?? 'unknown'}`)}</p>
            <Button onClick={page.retry}>{t('song.retry')}</Button>
          </div>
        )}
        {contest && (
          <>
            {contest.description && <p className={styles.text}>{contest.description}</p>}
            <p className={styles.muted}>
              <ContestDeadline contest={contest} />
            </p>
            <section className={discoverStyles.section} aria-labelledby="contest-base">
              <h2 id="contest-base" className={discoverStyles.sectionTitle}>
                {t('contests.baseClips')}
              </h2>
              <p className={styles.muted}>{t('contests.howToEnter')}</p>
              {page.baseClips.length === 0 ? (
                <p className={styles.muted}>{t('contests.noBaseClips')}</p>
              ) : (
                <SongSection
                  clips={page.baseClips}
                  label={t('contests.baseClips')}
                  context={{ type: 'contest', id: contest.id }}
                />
              )}
            </section>
            <section className={discoverStyles.section} aria-labelledby="contest-entries">
              <h2 id="contest-entries" className={discoverStyles.sectionTitle}>
                {t('contests.entriesTitle', { count: contest.entry_count })}
              </h2>
              {page.entries.length === 0 ? (
                <p className={styles.muted}>{t('contests.noEntries')}</p>
              ) : (
                <SongSection
                  clips={page.entries}
                  label={t('contests.entriesLabel')}
                  context={{ type: 'contest', id: contest.id }}
                />
              )}
              {page.status === 'ready' && page.error && (
                <p role="alert">{t(`errors.${page.error}`)}</p>
              )}
              {page.hasMore && (
                <Button onClick={page.more} disabled={page.status === 'loadingMore'}>
                  {t(page.status === 'loadingMore' ? 'tags.loadingMore' : 'contests.more')}
                </Button>
              )}
            </section>
          </>
        )}
      </div>
    </PageShell>
  );
}
