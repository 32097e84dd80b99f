import type { UploadModalState } from '../../app/useUploadModal';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as slider from '../../ui/Slider.css';
import { sliderFill } from '../../ui/slider-fill';
import { TextField } from '../../ui/TextField';
import * as styles from './Upload.css';

const seconds = (value: number) => value.toFixed(1);

/** Stage UploadOrRecord: one audio file, or a microphone recording with its level. */
export function UploadOrRecordStage({ upload }: { upload: UploadModalState }) {
  const { t } = useTranslation();
  if (upload.recording) {
    return (
      <div className={styles.stack}>
        <label>
          {t('upload.level')}
          <meter className={styles.meter} min={0} max={1} value={upload.level} />
        </label>
        <Button onClick={upload.stopRecording}>{t('upload.stopRecording')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <label className={styles.fileLabel}>
        {t('upload.chooseFile')}
        <input
          type="file"
          accept="audio/*,.mp3,.wav,.flac,.ogg,.opus,.m4a,.webm"
          disabled={upload.preparing}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.chooseFile(file);
          }}
        />
      </label>
      <Button variant="ghost" onClick={upload.record} disabled={upload.preparing}>
        {t('upload.record')}
      </Button>
      {upload.preparing && <p role="status">{t('upload.reading')}</p>}
    </div>
  );
}

/** A range input of the trim in seconds, drawn as the app's sliders are. */
function TrimSlider(props: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className={slider.slider}>
      <span className={slider.header}>{props.label}</span>
      <input
        type="range"
        className={slider.input}
        min={0}
        max={props.max}
        step={0.1}
        value={props.value}
        aria-valuetext={props.label}
        style={sliderFill(props.max > 0 ? props.value / props.max : 0)}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </label>
  );
}

/** Stage Trim: the waveform and the range kept, 0..min(duration, maximum). */
export function TrimStage({ upload }: { upload: UploadModalState }) {
  const { t } = useTranslation();
  const trim = upload.trim!;
  const { startS, endS } = trim.range;
  const inRange = (i: number) => {
    const at = (i / Math.max(1, trim.peaks.length)) * trim.durationS;
    return at >= startS && at <= endS;
  };
  return (
    <div className={styles.stack}>
      <div className={styles.waveform} aria-hidden>
        {trim.peaks.map((peak, i) => (
          <span
            key={i}
            className={inRange(i) ? styles.bar : styles.barOut}
            style={{ height: `${Math.max(4, peak * 100)}%` }}
          />
        ))}
      </div>
      <TrimSlider
        label={t('upload.trimStart', { s: seconds(startS) })}
        value={startS}
        max={trim.durationS}
        onChange={(value) => upload.setRange(value, endS)}
      />
      <TrimSlider
        label={t('upload.trimEnd', { s: seconds(endS) })}
        value={endS}
        max={trim.durationS}
        onChange={(value) => upload.setRange(startS, value)}
      />
      <p className={styles.hint}>
        {t('upload.trimRule', { min: trim.limits.min, max: trim.limits.max })}
      </p>
    </div>
  );
}

/** Stage Finalize: the title, and what the clip is for. */
export function FinalizeStage({ upload }: { upload: UploadModalState }) {
  const { t } = useTranslation();
  const finalize = upload.finalize!;
  return (
    <div className={styles.stack}>
      <TextField
        label={t('upload.title')}
        value={finalize.title}
        maxLength={100}
        autoFocus
        onChange={(event) => upload.setTitle(event.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('upload.next')}</legend>
        {(['extend', 'cover', 'keep'] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="upload-choice"
              checked={finalize.choice === choice}
              onChange={() => upload.choose(choice)}
            />
            {t(`upload.choice.${choice}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
