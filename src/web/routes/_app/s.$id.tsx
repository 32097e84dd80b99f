import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { ShortLinkPage } from '../../features/share/ShortLinkPage';

/** A short share link (`POST /api/share/link`'s `/s/{id}`): leads on to its content, signed out too. */
export const Route = createFileRoute('/_app/s/$id')({
  staticData: OPEN_TO_ALL,
  component: function ShortLinkRoute() {
    const { id } = Route.useParams();
    return <ShortLinkPage key={id} shareId={id} />;
  },
});
