import { useTranslation } from '../../i18n/useTranslation';
import type { ClipMenuState } from '../../app/useClipMenu';
import * as styles from './ClipMenu.css';

/** Like and dislike as toggle buttons with the like count (spec 000 §4 "Reactions"). */
export function ReactionButtons({ menu, title }: { menu: ClipMenuState; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.reactions} role="group" aria-label={title}>
      <button
        type="button"
        className={styles.reaction}
        aria-pressed={menu.reaction === 'L'}
        aria-busy={menu.reacting}
        disabled={!menu.ready || menu.reacting}
        onClick={menu.like}
      >
        <span aria-hidden="true">♥</span> {t('clipMenu.like')}
      </button>
      <span className={styles.count} aria-live="polite">
        {t(menu.upvoteCount === 1 ? 'clipMenu.likeOne' : 'clipMenu.likeMany', {
          count: menu.upvoteCount,
        })}
      </span>
      <button
        type="button"
        className={styles.reaction}
        aria-pressed={menu.reaction === 'D'}
        disabled={!menu.ready || menu.reacting}
        onClick={menu.dislike}
      >
        {t('clipMenu.dislike')}
      </button>
    </div>
  );
}
