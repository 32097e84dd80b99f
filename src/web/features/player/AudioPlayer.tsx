import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import * as sliderStyles from '../../ui/Slider.css';
import { playerClock } from './clock';
import * as styles from './AudioPlayer.css';

const FILL_PROPERTY = sliderStyles.fill.replace(/^var\((.+)\)$/, '$1');

/**
 * One clip's player: play/pause, a seek bar and "position / length". The length comes from the
 * clip's metadata, so it shows before anything is fetched (the audio loads on play). The
 * <audio> element stays the one source of truth for playing and position.
 */
export function AudioPlayer(props: {
  src: string;
  title: string;
  duration: number | null;
  /** Starts playing as soon as it shows (a playlist's next song). */
  autoPlay?: boolean;
  /** The song played to its end. */
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const { autoPlay, src } = props;
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  useEffect(() => {
    if (autoPlay) void audio.current?.play().catch(() => setPlaying(false));
  }, [autoPlay, src]);
  const clock = playerClock(position, props.duration, mediaDuration);
  const max = clock.total ?? 0;
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setPosition(seconds);
  };
  const label = t(playing ? 'player.pause' : 'player.play', { title: props.title });
  return (
    <div className={styles.player}>
      <audio
        ref={audio}
        preload="none"
        src={props.src}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          props.onEnded?.();
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setMediaDuration(event.currentTarget.duration)}
        onEmptied={() => {
          // A new source (a stream that became the finished file) starts from the top.
          setPlaying(false);
          setPosition(0);
          setMediaDuration(Number.NaN);
        }}
      />
      <button type="button" className={styles.toggle} onClick={toggle} aria-label={label}>
        <svg className={styles.icon} viewBox="0 0 14 14" aria-hidden="true">
          {playing ? <path d="M2 1h3.5v12H2zM8.5 1H12v12H8.5z" /> : <path d="M3 1l10 6-10 6z" />}
        </svg>
      </button>
      <input
        type="range"
        className={`${sliderStyles.input} ${styles.seek}`}
        min={0}
        max={max}
        // Whole seconds: an arrow key moves one second (Page Up/Down a tenth of the song).
        step={1}
        value={Math.min(position, max)}
        disabled={clock.total === null}
        aria-label={t('player.seek', { title: props.title })}
        aria-valuetext={clock.text}
        style={
          {
            [FILL_PROPERTY]: `${max > 0 ? (Math.min(position, max) / max) * 100 : 0}%`,
          } as CSSProperties
        }
        onChange={(event) => seek(Number(event.target.value))}
      />
      <span className={styles.time}>{clock.text}</span>
    </div>
  );
}
