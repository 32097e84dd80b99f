import { Outlet, useLocation } from '@tanstack/react-router';
import { useRedirectWhen } from '../../app/useRedirectWhen';
import { useSession } from '../../app/useSession';
import { Spinner } from '../../ui/Spinner';
import { AppFrame } from './AppFrame';

/** The signed-in app: navigation beside the page. Signed-out visitors go to sign in. */
export function AppLayout() {
  const { status } = useSession();
  const location = useLocation();
  useRedirectWhen(status === 'signedOut', { to: '/sign-in', search: { redirect: location.href } });
  if (status === 'restoring' || status === 'signedOut') return <Spinner />;
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
