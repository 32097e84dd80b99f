import { createFileRoute } from '@tanstack/react-router';
import { EmbedPlayer } from '../features/embed/EmbedPlayer';

/** The embeddable player (spec 001 §2 /embed/{id}); public and frameable by other sites. */
export const Route = createFileRoute('/embed/$id')({
  component: function EmbedRoute() {
    const { id } = Route.useParams();
    return <EmbedPlayer key={id} clipId={id} />;
  },
});
