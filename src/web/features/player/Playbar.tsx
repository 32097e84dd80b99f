import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { usePlayer } from '../../app/usePlayer';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import * as sliderStyles from '../../ui/Slider.css';
import { SeekBar } from './SeekBar';
import { sliderFill } from '../../ui/slider-fill';
import { playerClock } from './clock';
import { TransportControls } from './TransportControls';
import { PlaybarLike } from './PlaybarLike';
import { QueuePanel } from './QueuePanel';
import { usePlayerKeys } from './usePlayerKeys';
import * as styles from './Playbar.css';

const FullScreenPlayer = lazy(() => import('./FullScreenPlayer'));

/**
 * The playbar on every page (spec 001 §4): the current song, its controls, seek, time, volume,
 * repeat, shuffle, like and the queue. It shows once something was played; it only reads the
 * player and sends it events.
 */
export default function Playbar() {
  const { t } = useTranslation();
  const player = usePlayer();
  const { user } = useSession();
  const [queueOpen, setQueueOpen] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const { clip, status, send, currentTime } = player;
  usePlayerKeys(send, currentTime);
  if (!clip) return null;
  const clock = playerClock(currentTime, player.duration, Number.NaN);
  const max = clock.total ?? 0;
  const at = Math.min(currentTime, max);
  const volume = player.muted ? 0 : player.volume;
  return (
    <section className={styles.bar} aria-label={t('player.playbar')} data-status={status}>
      <div className={styles.song}>
        {clip.image_url ? (
          <img className={styles.cover} src={clip.image_url} alt="" width={40} height={40} />
        ) : (
          <div className={styles.cover} aria-hidden="true" />
        )}
        <div className={styles.names}>
          <Link to="/song/$id" params={{ id: clip.id }} className={styles.title}>
            {clip.title}
          </Link>
          <Link to="/@{$handle}" params={{ handle: clip.handle }} className={styles.handle}>
            @{clip.handle}
          </Link>
        </div>
      </div>
      <TransportControls player={player} styles={styles} />
      <div className={styles.seek}>
        <SeekBar
          clip={clip}
          at={at}
          max={max}
          label={t('player.seek', { title: clip.title })}
          valueText={clock.text}
          onSeek={(seconds) => send({ type: 'player.seek', seconds })}
        />
        <span className={styles.time} data-testid="playbar-time">
          {clock.text}
        </span>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-pressed={player.muted}
          aria-label={t('player.mute')}
          onClick={() => send({ type: 'player.toggleMute' })}
        >
          {/* Drawn, not emoji: a system without an emoji font showed empty boxes. */}
          <svg className={styles.icon} viewBox="0 0 14 14" aria-hidden="true">
            <path d="M1 5h3l4-3v10L4 9H1z" />
            {!(player.muted || player.volume === 0) && (
              <path d="M10 4.5a3.5 3.5 0 0 1 0 5l-.8-.8a2.4 2.4 0 0 0 0-3.4z" />
            )}
          </svg>
        </button>
        <input
          type="range"
          className={`${sliderStyles.input} ${styles.volume}`}
          min={0}
          max={1}
          step={0.05}
          value={volume}
          aria-label={t('player.volume')}
          style={sliderFill(volume)}
          onChange={(event) =>
            send({ type: 'player.setVolume', volume: Number(event.target.value) })
          }
        />
        <button
          type="button"
          className={styles.control}
          aria-pressed={player.repeat === 'repeat'}
          onClick={() => send({ type: 'player.toggleRepeat' })}
        >
          {t('player.repeat')}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-pressed={player.shuffle}
          onClick={() => send({ type: 'player.toggleShuffle' })}
        >
          {t('player.shuffle')}
        </button>
        {user && <PlaybarLike clip={clip} />}
        <button
          type="button"
          className={styles.control}
          aria-expanded={queueOpen}
          onClick={() => setQueueOpen((open) => !open)}
        >
          {t('player.queue')}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
        >
          {t('player.fullScreen')}
        </button>
      </div>
      {queueOpen && <QueuePanel player={player} />}
      {fullScreen && (
        <Suspense fallback={null}>
          <FullScreenPlayer player={player} onClose={() => setFullScreen(false)} />
        </Suspense>
      )}
    </section>
  );
}
