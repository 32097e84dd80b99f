import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useRedirectWhen } from '../../app/useRedirectWhen';
import { useSession } from '../../app/useSession';
import { Spinner } from '../../ui/Spinner';
import { lazyWhenIdle } from '../../ui/lazy';
import { AppFrame } from './AppFrame';

// A modal no first view shows: its code follows once the page is idle (issue 11).
const CreatePersonaModal = lazyWhenIdle(
  async () => (await import('../persona/CreatePersonaModal')).CreatePersonaModal,
);

/**
 * The signed-in app: navigation beside the page. Signed-out visitors go to sign in, except on
 * pages open to all (app/open-to-all.ts), which show at once, signed in or not.
 */
export function AppLayout() {
  const { status } = useSession();
  const location = useLocation();
  const openToAll = useMatches({ select: (matches) => matches.some(isOpenToAll) });
  const sendToSignIn = !openToAll && status === 'signedOut';
  useRedirectWhen(sendToSignIn, { to: '/sign-in', search: { redirect: location.href } });
  if (!openToAll && status === 'signedOut') return <Spinner />;
  // The frame draws at once; the page waits inside it for the session check to answer.
  if (!openToAll && status === 'restoring') {
    return (
      <AppFrame>
        <Spinner />
      </AppFrame>
    );
  }
  return (
    <AppFrame>
      <Outlet />
      <CreatePersonaModal />
    </AppFrame>
  );
}

const isOpenToAll = (match: { staticData: { openToAll?: boolean } }) =>
  match.staticData.openToAll === true;
