import type { Clip } from '../../../contracts/clip';
import { usePlayer } from '../../app/usePlayer';
import { useTranslation } from '../../i18n/useTranslation';
import * as sliderStyles from '../../ui/Slider.css';
import { sliderFill } from '../../ui/slider-fill';
import { playerClock } from '../player/clock';
import { PlayIcon } from '../player/PlayIcon';
import * as styles from './EmbedControls.css';

/**
 * The embed's own controls (it has no playbar): play/pause, a seek bar and "position / length"
 * for its one song, played through the queue player (context `song`). The length comes from
 * the clip's metadata, so it shows before the player's code or the audio has loaded.
 */
export function EmbedControls({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const isCurrent = player.clip?.id === clip.id;
  const playing = isCurrent && (player.status === 'playing' || player.status === 'loading');
  const position = isCurrent ? player.currentTime : 0;
  const clock = playerClock(position, clip.metadata.duration, player.duration ?? Number.NaN);
  const max = clock.total ?? 0;
  const at = Math.min(position, max);
  const toggle = () =>
    isCurrent
      ? player.send({ type: 'player.toggle' })
      : player.send({
          type: 'player.playQueue',
          clips: [clip],
          index: 0,
          context: { type: 'song', id: clip.id },
        });
  return (
    <div className={styles.player}>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-label={t(playing ? 'player.pause' : 'player.play', { title: clip.title })}
      >
        <PlayIcon playing={playing} className={styles.icon} />
      </button>
      <input
        type="range"
        className={`${sliderStyles.input} ${styles.seek}`}
        min={0}
        max={max}
        // Whole seconds: an arrow key moves one second (Page Up/Down a tenth of the song).
        step={1}
        value={at}
        disabled={!isCurrent || clock.total === null}
        aria-label={t('player.seek', { title: clip.title })}
        aria-valuetext={clock.text}
        style={sliderFill(max > 0 ? at / max : 0)}
        onChange={(event) =>
          player.send({ type: 'player.seek', seconds: Number(event.target.value) })
        }
      />
      <span className={styles.time} data-testid="embed-time">
        {clock.text}
      </span>
    </div>
  );
}
