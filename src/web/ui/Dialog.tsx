import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './Dialog.css';

/**
 * A modal dialog on the native <dialog>: focus moves into it, Escape closes it and the page
 * behind is inert. `onClose` runs however it closes.
 */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** False while it must stay open (a call on its way): Escape then does nothing. */
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => props.open && props.onClose()}
      onCancel={(event) => {
        if (props.dismissible === false) event.preventDefault();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.body}>{props.children}</div>
      <div className={styles.actions}>{props.actions}</div>
    </dialog>
  );
}
