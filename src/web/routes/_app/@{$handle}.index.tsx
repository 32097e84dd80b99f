import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { ProfilePage } from '../../features/profile/ProfilePage';

/** A profile (spec 000 §2 /@{handle}): its basics are public, so signed-out visitors see it too. */
export const Route = createFileRoute('/_app/@{$handle}/')({
  staticData: OPEN_TO_ALL,
  component: function ProfileRoute() {
    const { handle } = Route.useParams();
    return <ProfilePage key={handle} handle={handle} />;
  },
});
