import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { GROUPED_NOTIFICATION_TYPES } from '../../../contracts/constants';
import type { Notification } from '../../../contracts/notification';
import { useNotifications } from '../../app/useNotifications';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { FollowButton } from '../profile/FollowButton';
import * as styles from './NotificationBell.css';

/** The likes that gather several people into one notification (the server's groups). */
const isGrouped = (type: string) =>
  (GROUPED_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** Where a notification leads: the comment, the song, the playlist, the persona or the follower. */
function target(item: Notification) {
  const actor = item.user_profiles[0]?.handle;
  if (item.notification_type === 'follow' && actor) {
    return { to: '/@{$handle}', params: { handle: actor } } as const;
  }
  if (item.clip_id) {
    return {
      to: '/song/$id',
      params: { id: item.clip_id },
      search: item.comment_id ? { comment: item.comment_id } : {},
    } as const;
  }
  if (item.playlist_id) return { to: '/playlist/$id', params: { id: item.playlist_id } } as const;
  if (item.persona_id) return { to: '/persona/$id', params: { id: item.persona_id } } as const;
  return null;
}

/** The bell in the app frame: the unread count, live, and the list of notifications. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  if (!notifications.available) return null;
  const text = (item: Notification) => {
    const [first, second] = item.user_profiles;
    const title = item.clip_title ?? item.playlist_name ?? item.persona_name ?? '';
    // Likes grouped within a window (issue 14): "A and B liked…", "A, B and N more liked…".
    if (first && second && isGrouped(item.notification_type)) {
      const size = item.user_profiles_count > 2 ? 'many' : 'two';
      return t(`notificationGroups.${item.notification_type}_${size}`, {
        first: first.handle,
        second: second.handle,
        count: item.user_profiles_count - 2,
        title,
      });
    }
    return t(`notifications.types.${item.notification_type}`, {
      handle: first?.handle ?? '',
      title,
      content: item.content ?? '',
    });
  };
  return (
    <div className={styles.bell}>
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications.bell', { count: notifications.unread })}
        onClick={() => setOpen(!open)}
      >
        {/* A bell, not the word: it fits beside the name in the narrow side bar and top bar. */}
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M8 1a1 1 0 0 1 1 1v.6A4.5 4.5 0 0 1 12.5 7v3l1.5 2v1H2v-1l1.5-2V7A4.5 4.5 0 0 1 7 2.6V2a1 1 0 0 1 1-1zM6 14h4a2 2 0 0 1-4 0z" />
        </svg>
        {notifications.unread > 0 && (
          <span className={styles.badge} data-testid="unread-count">
            {notifications.unread}
          </span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          className={styles.panel}
          role="region"
          aria-label={t('notifications.title')}
        >
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('notifications.close')}
          </Button>
          {notifications.unread > 0 && (
            <Button variant="ghost" onClick={notifications.markAllRead}>
              {t('notifications.markAllRead')}
            </Button>
          )}
          {notifications.loading && <p className={styles.muted}>{t('notifications.loading')}</p>}
          {notifications.failed && (
            <Button onClick={notifications.retry}>{t('notifications.retry')}</Button>
          )}
          {!notifications.loading && notifications.notifications.length === 0 && (
            <p className={styles.muted}>{t('notifications.empty')}</p>
          )}
          <ul className={styles.list}>
            {notifications.notifications.map((item) => {
              const link = target(item);
              const state = item.is_read ? 'read' : 'unread';
              const read = () => {
                if (!item.is_read) notifications.markRead([item.id]);
                setOpen(false);
              };
              const follower =
                item.notification_type === 'follow' ? item.user_profiles[0] : undefined;
              return (
                <li key={item.id} className={styles.item}>
                  {link ? (
                    <Link {...link} className={styles.entry} data-state={state} onClick={read}>
                      {text(item)}
                    </Link>
                  ) : (
                    <span className={styles.entry} data-state={state}>
                      {text(item)}
                    </span>
                  )}
                  {/* Spec 000 §4: following from the list toggles is_following on the profile. */}
                  {follower && (
                    <FollowButton
                      handle={follower.handle}
                      following={follower.is_following}
                      label={follower.is_following ? undefined : 'notifications.followBack'}
                    />
                  )}
                </li>
              );
            })}
          </ul>
          {notifications.canLoadMore && (
            <Button
              variant="ghost"
              onClick={notifications.loadMore}
              disabled={notifications.loadingMore}
            >
              {t('notifications.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
