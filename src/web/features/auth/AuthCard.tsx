import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './AuthForm.css';
import { useFirstViewShown } from '../../ui/useFirstViewShown';

interface Props {
  title: string;
  /** Translated error about the whole form (not one field), announced as an alert. */
  formError: string | undefined;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The link to the other form (sign in ↔ sign up). */
  footer: ReactNode;
  children: ReactNode;
}

/** The frame shared by sign-in and sign-up: title, form-level error, fields, submit, footer. */
export function AuthCard({
  title,
  formError,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  footer,
  children,
}: Props) {
  useFirstViewShown();
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        {children}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <p className={styles.switchLink}>{footer}</p>
      </form>
    </main>
  );
}
