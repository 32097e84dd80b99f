import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { useRedirectWhen } from '../../app/useRedirectWhen';
import { useSession } from '../../app/useSession';
import { FrontPage } from '../../features/discover/FrontPage';
import { Spinner } from '../../ui/Spinner';

/** `/`: the front page for a signed-out visitor; a signed-in user goes on to /create. */
export const Route = createFileRoute('/_app/')({
  staticData: OPEN_TO_ALL,
  component: function FrontDoor() {
    const { status } = useSession();
    useRedirectWhen(status === 'signedIn', { to: '/create' });
    return status === 'signedOut' ? <FrontPage /> : <Spinner />;
  },
});
