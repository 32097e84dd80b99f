import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/auth/SignUpPage';

export const Route = createFileRoute('/_auth/sign-up')({
  component: function SignUp() {
    return <SignUpPage redirect={Route.useSearch().redirect} />;
  },
});
