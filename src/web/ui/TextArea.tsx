import { useId, type TextareaHTMLAttributes } from 'react';
import * as styles from './TextField.css';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled multi-line field; its error or hint is tied to it with aria-describedby. */
export function TextArea({ label, error, hint, ...textarea }: Props) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...textarea}
      />
      {note && (
        <span id={noteId} className={error ? styles.error : styles.hint} aria-live="polite">
          {note}
        </span>
      )}
    </div>
  );
}
