import { useId } from 'react';
import * as styles from './Switch.css';

/** An on/off control announced as a switch. */
export function Switch(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={styles.wrapper}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      {props.label}
    </label>
  );
}
