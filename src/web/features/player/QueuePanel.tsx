import type { PlayerView } from '../../app/usePlayer';
import { useTranslation } from '../../i18n/useTranslation';
import { AutoplaySwitch } from './AutoplaySwitch';
import * as styles from './Playbar.css';

/** The queue: each song with up/down/remove, the current one marked, clear, and autoplay. */
export function QueuePanel({ player }: { player: PlayerView }) {
  const { t } = useTranslation();
  const { queue, index, send } = player;
  const last = queue.length - 1;
  return (
    <ol className={styles.panel} aria-label={t('player.queue')}>
      {queue.map((clip, at) => (
        <li key={`${clip.id}-${at}`} className={styles.item} aria-current={at === index}>
          <span className={styles.itemTitle}>{clip.title}</span>
          <button
            type="button"
            className={styles.control}
            disabled={at === 0}
            aria-label={t('player.moveUp', { title: clip.title })}
            onClick={() => send({ type: 'player.moveInQueue', from: at, to: at - 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.control}
            disabled={at === last}
            aria-label={t('player.moveDown', { title: clip.title })}
            onClick={() => send({ type: 'player.moveInQueue', from: at, to: at + 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={t('player.remove', { title: clip.title })}
            onClick={() => send({ type: 'player.removeFromQueue', index: at })}
          >
            ✕
          </button>
        </li>
      ))}
      <li className={styles.item}>
        <button
          type="button"
          className={styles.control}
          onClick={() => send({ type: 'player.clearQueue' })}
        >
          {t('player.clearQueue')}
        </button>
        <AutoplaySwitch />
      </li>
    </ol>
  );
}
