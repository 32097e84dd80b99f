import { Link } from '@tanstack/react-router';
import { useHooksFeed } from '../../app/useHooks';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { HookVideo } from './HookVideo';
import * as styles from './Hooks.css';

/** /hooks: published hooks, newest first, one upright video after another. */
export function HooksFeedPage() {
  const { t } = useTranslation();
  const feed = useHooksFeed();
  if (feed.state === 'loading' && feed.hooks.length === 0)
    return (
      <PageShell page="hooks">
        <Spinner />
      </PageShell>
    );
  return (
    <PageShell page="hooks">
      {feed.hooks.length === 0 && feed.state === 'ready' && <p>{t('pages.hooks.empty')}</p>}
      <div className={styles.feed}>
        {feed.hooks.map((hook) => (
          <article key={hook.id} className={styles.card} aria-label={hook.title}>
            {hook.video_url && <HookVideo src={hook.video_url} title={hook.title} />}
            <div className={styles.meta}>
              <Link to="/hook/$hookId" params={{ hookId: hook.id }}>
                {hook.title}
              </Link>
              <span className={styles.muted}>@{hook.handle}</span>
              <span className={styles.muted}>{t('hooks.likes', { count: hook.like_count })}</span>
            </div>
          </article>
        ))}
      </div>
      {feed.state === 'failed' && (
        <p role="alert">
          {t(`errors.${feed.error ?? 'unknown'}`)}{' '}
          <Button onClick={feed.retry}>{t('hooks.retry')}</Button>
        </p>
      )}
      {feed.state === 'loading' && feed.hooks.length > 0 && <Spinner />}
      {feed.state === 'ready' && feed.hasMore && (
        <Button variant="ghost" onClick={feed.more}>
          {t('hooks.more')}
        </Button>
      )}
    </PageShell>
  );
}
