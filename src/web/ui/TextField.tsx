import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './TextField.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Translated message shown under the field and announced to screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: Props) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      {note && (
        <span id={noteId} className={error ? styles.error : styles.hint}>
          {note}
        </span>
      )}
    </div>
  );
}
