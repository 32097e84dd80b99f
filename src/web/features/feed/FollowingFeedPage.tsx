import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useFollowingFeed } from '../../app/useFollowingFeed';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { StoredClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
// The social pages share the profile page's list styles.
import * as styles from '../profile/ProfilePage.css';

/**
 * /following: the following feed (spec 001 §1, §7): the songs the people the user follows
 * published, newest first, a page at a time until the feed is finished; each row plays through
 * the queue player.
 */
export function FollowingFeedPage() {
  const { t } = useTranslation();
  const feed = useFollowingFeed();
  const { clips } = feed;
  const queued = useCallback(() => clips, [clips]);
  return (
    <PageShell page="following">
      {feed.status === 'loading' && <Spinner />}
      {feed.status === 'failed' && (
        <div className={styles.failed}>
          <p role="alert">{t(`errors.${feed.error ?? 'unknown'}`)}</p>
          <Button onClick={feed.retry}>{t('song.retry')}</Button>
        </div>
      )}
      {feed.status === 'finished' && clips.length === 0 && (
        <p className={styles.empty}>
          {t('following.empty')} <Link to="/search">{t('following.findPeople')}</Link>
        </p>
      )}
      {clips.length > 0 && (
        <PlayQueueProvider clips={queued} context={{ type: 'following_feed' }}>
          <ul className={styles.list} aria-label={t('following.songs')}>
            {clips.map((clip) => (
              <StoredClipRow
                key={clip.id}
                clip={clip}
                byline={
                  <Link to="/@{$handle}" params={{ handle: clip.handle }}>
                    {t('following.by', { name: clip.display_name, handle: clip.handle })}
                  </Link>
                }
              />
            ))}
          </ul>
        </PlayQueueProvider>
      )}
      {feed.error && feed.status !== 'failed' && (
        <p role="alert" className={styles.empty}>
          {t(`errors.${feed.error}`)}
        </p>
      )}
      {(feed.status === 'ready' || feed.status === 'loadingMore') && (
        <Button
          variant="ghost"
          className={styles.more}
          onClick={feed.more}
          disabled={feed.status === 'loadingMore'}
        >
          {t(feed.status === 'loadingMore' ? 'following.loading' : 'following.more')}
        </Button>
      )}
      {feed.status === 'finished' && clips.length > 0 && (
        <p className={styles.empty}>{t('following.end')}</p>
      )}
    </PageShell>
  );
}
