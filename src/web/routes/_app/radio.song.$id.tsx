import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { SongRadioPage } from '../../features/radio/SongRadioPage';

/** Song radio (spec 001 §2 /radio/song/{id}): from a public song, so open to visitors too. */
export const Route = createFileRoute('/_app/radio/song/$id')({
  staticData: OPEN_TO_ALL,
  component: function SongRadioRoute() {
    const { id } = Route.useParams();
    return <SongRadioPage key={id} clipId={id} />;
  },
});
