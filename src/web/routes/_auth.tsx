import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSession } from '../app/useSession';
import { validateRedirectSearch } from '../app/redirect';
import { useRedirectWhen } from '../app/useRedirectWhen';
import { Spinner } from '../ui/Spinner';

export const Route = createFileRoute('/_auth')({
  validateSearch: validateRedirectSearch,
  component: AuthLayout,
});

/** Sign-in and sign-up; a signed-in visitor goes on to where they were headed. */
function AuthLayout() {
  const { status } = useSession();
  const { redirect } = Route.useSearch();
  useRedirectWhen(status === 'signedIn', redirect ? { href: redirect } : { to: '/create' });
  // Drawn while the session check runs (most visitors here are signed out); a visitor it finds
  // signed in goes on.
  if (status === 'signedIn') return <Spinner />;
  return <Outlet />;
}
