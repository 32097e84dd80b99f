import { useRedirectWhen } from '../../app/useRedirectWhen';
import { useSession } from '../../app/useSession';
import { Spinner } from '../../ui/Spinner';

/**
 * /artist: the user's own artist profile (docs/decisions.md): once the session is known, the
 * page is replaced by /@{handle}. Signed-out visitors are sent to sign in by the app layout.
 */
export function ArtistRedirect() {
  const { user } = useSession();
  useRedirectWhen(user !== null, {
    to: '/@{$handle}',
    params: { handle: user?.handle ?? '' },
  });
  return <Spinner />;
}
