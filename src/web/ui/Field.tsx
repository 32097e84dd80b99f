import { useId, type ReactNode } from 'react';
import * as styles from './TextField.css';

/** Props of a control inside a Field: what ties it to its label and note. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control whose error (or hint) is tied to it with aria-describedby and announced.
 * `render` draws the control with the props that make that connection.
 */
export function Field(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  render: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = props.error ?? props.hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.render({
        id,
        className: styles.input,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <span id={noteId} className={props.error ? styles.error : styles.hint} aria-live="polite">
          {note}
        </span>
      )}
    </div>
  );
}
