import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { SongPage } from '../../features/song/SongPage';

/** A song share link: public songs show signed out too (spec 000 §2 /song/{id}). */
export const Route = createFileRoute('/_app/song/$id')({
  staticData: OPEN_TO_ALL,
  component: function SongRoute() {
    const { id } = Route.useParams();
    return <SongPage key={id} clipId={id} />;
  },
});
