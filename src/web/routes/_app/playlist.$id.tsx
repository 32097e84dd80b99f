import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { PlaylistPage } from '../../features/playlist/PlaylistPage';

/** A playlist share link (spec 000 §2 /playlist/{id}): a public one shows signed out too. */
export const Route = createFileRoute('/_app/playlist/$id')({
  staticData: OPEN_TO_ALL,
  component: function PlaylistRoute() {
    const { id } = Route.useParams();
    return <PlaylistPage key={id} playlistId={id} />;
  },
});
