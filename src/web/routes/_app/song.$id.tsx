import { createFileRoute } from '@tanstack/react-router';
import { SongPage } from '../../features/song/SongPage';

export const Route = createFileRoute('/_app/song/$id')({
  component: function SongRoute() {
    const { id } = Route.useParams();
    return <SongPage key={id} clipId={id} />;
  },
});
