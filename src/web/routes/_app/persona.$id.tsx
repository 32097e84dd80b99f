import { createFileRoute } from '@tanstack/react-router';
import { PersonaPage } from '../../features/persona/PersonaPage';

/** A persona share link (spec 000 §2 /persona/{id}). */
export const Route = createFileRoute('/_app/persona/$id')({
  component: function PersonaRoute() {
    const { id } = Route.useParams();
    return <PersonaPage key={id} personaId={id} />;
  },
});
