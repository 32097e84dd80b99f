import { useEffect, useId, useRef } from 'react';
import type { PlayerView } from '../../app/usePlayer';
import { useTranslation } from '../../i18n/useTranslation';
import { playerClock } from './clock';
import { TransportControls } from './TransportControls';
import { SyncedLyrics } from './SyncedLyrics';
import * as styles from './FullScreenPlayer.css';

/**
 * The full-screen player (spec 001 §4), opened from the playbar: the big cover, the song, its
 * controls and its lyrics as they are sung. A modal <dialog>: focus stays inside, Escape or
 * the close button closes it.
 */
export default function FullScreenPlayer(props: { player: PlayerView; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { clip, currentTime } = props.player;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  if (!clip) return null;
  const clock = playerClock(currentTime, props.player.duration, Number.NaN);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      data-testid="full-screen-player"
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.control}
          aria-label={t('player.closeFullScreen')}
          onClick={() => ref.current?.close()}
        >
          ✕
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.song}>
          {clip.image_url ? (
            <img className={styles.cover} src={clip.image_url} alt="" />
          ) : (
            <div className={styles.cover} aria-hidden="true" />
          )}
          <h2 id={titleId} className={styles.title}>
            {clip.title}
          </h2>
          <span className={styles.handle}>@{clip.handle}</span>
          <TransportControls player={props.player} styles={styles} />
          <span className={styles.time}>{clock.text}</span>
        </div>
        <SyncedLyrics clip={clip} currentTime={currentTime} />
      </div>
    </dialog>
  );
}
