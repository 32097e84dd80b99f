import type { PlayerView } from '../../app/usePlayer';
import { useTranslation } from '../../i18n/useTranslation';
import { PlayIcon } from './PlayIcon';

/**
 * Previous, play/pause and next for the current clip: the playbar's and the full-screen
 * view's, each with its own styles.
 */
export function TransportControls(props: {
  player: PlayerView;
  styles: { controls: string; control: string; icon: string };
}) {
  const { t } = useTranslation();
  const { clip, status, send, index, queue } = props.player;
  const { styles } = props;
  const playing = status === 'playing' || status === 'loading';
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={t('player.previous')}
        onClick={() => send({ type: 'player.previous' })}
      >
        <svg className={styles.icon} viewBox="0 0 14 14" aria-hidden="true">
          <path d="M1 1h2v12H1zM13 1v12L4 7z" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t(playing ? 'player.pause' : 'player.play', { title: clip?.title ?? '' })}
        onClick={() => send({ type: 'player.toggle' })}
      >
        <PlayIcon playing={playing} className={styles.icon} />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t('player.next')}
        disabled={index >= queue.length - 1}
        onClick={() => send({ type: 'player.next' })}
      >
        <svg className={styles.icon} viewBox="0 0 14 14" aria-hidden="true">
          <path d="M11 1h2v12h-2zM1 1v12l9-6z" />
        </svg>
      </button>
    </div>
  );
}
