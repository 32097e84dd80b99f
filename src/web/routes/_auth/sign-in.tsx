import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/SignInPage';

export const Route = createFileRoute('/_auth/sign-in')({
  component: function SignIn() {
    return <SignInPage redirect={Route.useSearch().redirect} />;
  },
});
