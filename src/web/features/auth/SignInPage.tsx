import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signInInputSchema } from '../../../contracts/auth';
import { useSession } from '../../app/useSession';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './AuthForm.css';
import { useAuthForm } from './useAuthForm';

export function SignInPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useAuthForm(signInInputSchema, { email: '', password: '' }, session.signIn);
  const message = useErrorMessage();

  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="auth-title"
      >
        <h1 id="auth-title" className={styles.title}>
          {t('signIn.title')}
        </h1>
        {form.formError && (
          <p role="alert" className={styles.alert}>
            {message(form.formError)}
          </p>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.change('email')}
          error={message(form.fieldError('email'))}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.change('password')}
          error={message(form.fieldError('password'))}
        />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        <p className={styles.switchLink}>
          {t('signIn.noAccount')}{' '}
          <Link to="/sign-up" search={{ redirect }}>
            {t('signUp.title')}
          </Link>
        </p>
      </form>
    </main>
  );
}
