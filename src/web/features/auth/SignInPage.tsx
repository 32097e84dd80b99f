import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../app/useSession';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { TextField } from '../../ui/TextField';
import { AuthCard } from './AuthCard';
import { useAuthForm } from './useAuthForm';

const loadSignInInputSchema = () =>
  import('../../../contracts/auth').then((contracts) => contracts.signInInputSchema);

export function SignInPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useAuthForm(loadSignInInputSchema, { email: '', password: '' }, session.signIn);
  const message = useErrorMessage();

  return (
    <AuthCard
      title={t('signIn.title')}
      formError={message(form.formError, form.retryAfterS)}
      busy={form.busy}
      submitLabel={t('signIn.submit')}
      busyLabel={t('signIn.submitting')}
      onSubmit={form.onSubmit}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to="/sign-up" search={{ redirect }}>
            {t('signUp.title')}
          </Link>
        </>
      }
    >
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
    </AuthCard>
  );
}
