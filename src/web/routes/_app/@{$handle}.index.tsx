import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/_app/@{$handle}/')({
  component: function ProfileRoute() {
    const { handle } = Route.useParams();
    return <ProfilePage key={handle} handle={handle} />;
  },
});
