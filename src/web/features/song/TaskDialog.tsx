import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { MessageCode } from '../../../contracts/client-messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as styles from './TaskDialogs.css';

/** A task's dialog: its fields in a form, the call's error, Cancel and the task's button. */
export function TaskDialog(props: {
  open: boolean;
  busy: boolean;
  title: string;
  submitLabel: string;
  busyLabel: string;
  error: MessageCode | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onCancel}
      dismissible={!props.busy}
      actions={
        <>
          <Button variant="ghost" onClick={props.onCancel} disabled={props.busy}>
            {t('songActions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={props.busy} aria-busy={props.busy}>
            {props.busy ? props.busyLabel : props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {props.children}
        {props.error && (
          <p role="alert" className={styles.error}>
            {t(`errors.${props.error}`)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
