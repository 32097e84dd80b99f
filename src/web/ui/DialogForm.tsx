import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * A dialog holding one form: Cancel and a submit button that waits while `busy` (the dialog
 * cannot be dismissed then). Enter in a field submits it, as the button does. Named Dialog… so
 * that, like Dialog, it stays out of the `ui` chunk every first route loads (vite.config.ts).
 */
export function DialogForm(props: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  labels: { cancel: string; submit: string; busy: string };
  className?: string;
  children: ReactNode;
}) {
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
            {props.labels.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={props.busy} aria-busy={props.busy}>
            {props.busy ? props.labels.busy : props.labels.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={props.className} onSubmit={submit} noValidate>
        {props.children}
      </form>
    </Dialog>
  );
}
