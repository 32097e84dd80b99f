import { useState } from 'react';
import type { HookRange } from '../../../../../machines/hooks/hookFlow.machine';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/TextField';
import { secondsText } from './hook-issue-text';
import * as styles from './MakeHook.css';

/** A number field that keeps what is typed ("1.") while sending each number it reads. */
function SecondsField(props: {
  label: string;
  value: number;
  max: number;
  onChange: (seconds: number) => void;
}) {
  const [text, setText] = useState(secondsText(props.value));
  const [shownValue, setShownValue] = useState(props.value);
  // A value set elsewhere (a new song) replaces the text unless the text already says it.
  if (shownValue !== props.value) {
    setShownValue(props.value);
    if (Number(text) !== props.value) setText(secondsText(props.value));
  }
  return (
    <div className={styles.number}>
      <TextField
        label={props.label}
        type="number"
        inputMode="decimal"
        min={0}
        max={props.max}
        step={0.1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const seconds = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(seconds)) props.onChange(seconds);
        }}
      />
    </div>
  );
}

/** A range's start and end in seconds, with its length. */
export function RangeFields(props: {
  /** `makeHook.songRange` or `makeHook.videoRange`: the fields' labels. */
  labels: 'songRange' | 'videoRange';
  range: HookRange;
  max: number;
  onChange: (range: HookRange) => void;
}) {
  const { t } = useTranslation();
  const { range } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.muted}>
        {t(`makeHook.${props.labels}.legend`, { max: secondsText(props.max) })}
      </legend>
      <SecondsField
        label={t(`makeHook.${props.labels}.start`)}
        value={range.start}
        max={props.max}
        onChange={(start) => props.onChange({ ...range, start })}
      />
      <SecondsField
        label={t(`makeHook.${props.labels}.end`)}
        value={range.end}
        max={props.max}
        onChange={(end) => props.onChange({ ...range, end })}
      />
      <span className={styles.muted}>
        {t('makeHook.length', { s: secondsText(Math.max(0, range.end - range.start)) })}
      </span>
    </fieldset>
  );
}
