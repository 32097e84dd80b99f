import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { SongPage } from '../../features/song/SongPage';

/** A song share link: public songs show signed out too (spec 000 §2 /song/{id}). */
export const Route = createFileRoute('/_app/song/$id')({
  staticData: OPEN_TO_ALL,
  // ?comment={id}: a deep link to one comment (a notification), shown first.
  validateSearch: (search: Record<string, unknown>): { comment?: string } =>
    typeof search.comment === 'string' ? { comment: search.comment } : {},
  component: function SongRoute() {
    const { id } = Route.useParams();
    const { comment } = Route.useSearch();
    return <SongPage key={id} clipId={id} commentId={comment ?? null} />;
  },
});
