import { useId } from 'react';
import * as styles from './Slider.css';
import { sliderFill } from './slider-fill';

/**
 * A labelled range from 0 to 100 with its value shown beside the label and announced
 * (`aria-valuetext`). The native input keeps the keyboard: arrows, Page Up/Down, Home, End.
 */
export function Slider(props: {
  label: string;
  /** 0..100 */
  value: number;
  onChange: (value: number) => void;
  /** How the value reads, e.g. "80%". */
  valueText: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.header}>
        <label htmlFor={id}>{props.label}</label>
        <output htmlFor={id} className={styles.value}>
          {props.valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.input}
        min={0}
        max={100}
        step={1}
        value={props.value}
        disabled={props.disabled}
        aria-valuetext={props.valueText}
        style={sliderFill(props.value / 100)}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  );
}
