import { Link } from '@tanstack/react-router';
import { useHooksFeed } from '../../app/useHooks';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as buttonStyles from '../../ui/Button.css';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { HookVideo } from './HookVideo';
import { MAKE_HOOK_ID } from './make/hook-flow-link';
import * as styles from './Hooks.css';

/** /hooks: published hooks, newest first, one upright video after another. */
export function HooksFeedPage() {
  const { t } = useTranslation();
  const feed = useHooksFeed();
  const { user } = useSession();
  // Signed-in visitors make hooks of their own (the flow's page is for them only).
  const make = user && (
    <Link
      to="/hook/$hookId"
      params={{ hookId: MAKE_HOOK_ID }}
      className={`${buttonStyles.button.primary} ${styles.make}`}
    >
      {t('makeHook.open')}
    </Link>
  );
  if (feed.state === 'loading' && feed.hooks.length === 0)
    return (
      <PageShell page="hooks">
        {make}
        <Spinner />
      </PageShell>
    );
  return (
    <PageShell page="hooks">
      {make}
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
