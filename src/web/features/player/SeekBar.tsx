import { useClipWaveform } from '../../app/useClipWaveform';
import type { Clip } from '../../../contracts/clip';
import * as sliderStyles from '../../ui/Slider.css';
import { sliderFill } from '../../ui/slider-fill';
import * as styles from './SeekBar.css';
import { WaveformBars } from './WaveformBars';

interface Props {
  clip: Clip;
  /** Seconds played, and the song's length (0 while unknown). */
  at: number;
  max: number;
  label: string;
  valueText: string;
  onSeek: (seconds: number) => void;
}

/**
 * The playbar's seek bar: the clip's waveform, played part in the accent colour, under a range
 * input that keeps the keyboard and screen readers' seeking; a plain track until peaks arrive.
 */
export function SeekBar({ clip, at, max, label, valueText, onSeek }: Props) {
  const peaks = useClipWaveform(clip);
  const share = max > 0 ? at / max : 0;
  const played = Math.round(share * peaks.length);
  return (
    <div className={styles.seekBar}>
      {peaks.length > 0 && (
        <WaveformBars
          peaks={peaks}
          className={styles.waveform}
          minHeight={4}
          barClass={(i) => (i < played ? styles.played : styles.ahead)}
          testId="playbar-waveform"
        />
      )}
      <input
        type="range"
        className={`${sliderStyles.input} ${peaks.length > 0 ? styles.overWaveform : ''}`}
        min={0}
        max={max}
        step={1}
        value={at}
        disabled={max === 0}
        aria-label={label}
        aria-valuetext={valueText}
        style={sliderFill(share)}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
    </div>
  );
}
