import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '../../../contracts/constants';
import { useSession } from '../../app/useSession';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { TextField } from '../../ui/TextField';
import { AuthCard } from './AuthCard';
import { useAuthForm } from './useAuthForm';

const loadSignUpInputSchema = () =>
  import('../../../contracts/auth').then((contracts) => contracts.signUpInputSchema);

export function SignUpPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useAuthForm(
    loadSignUpInputSchema,
    { email: '', handle: '', password: '' },
    session.signUp,
  );
  const message = useErrorMessage();

  return (
    <AuthCard
      title={t('signUp.title')}
      formError={message(form.formError, form.retryAfterS)}
      busy={form.busy}
      submitLabel={t('signUp.submit')}
      busyLabel={t('signUp.submitting')}
      onSubmit={form.onSubmit}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to="/sign-in" search={{ redirect }}>
            {t('signIn.title')}
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
        label={t('fields.handle')}
        autoComplete="username"
        value={form.values.handle}
        onChange={form.change('handle')}
        hint={t('fields.handleHint', { min: HANDLE_MIN_LENGTH, max: HANDLE_MAX_LENGTH })}
        error={message(form.fieldError('handle'))}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.change('password')}
        error={message(form.fieldError('password'))}
      />
    </AuthCard>
  );
}
