import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { PersonaPage } from '../../features/persona/PersonaPage';

/** A persona share link (spec 000 §2 /persona/{id}): a public one shows signed out too. */
export const Route = createFileRoute('/_app/persona/$id')({
  staticData: OPEN_TO_ALL,
  component: function PersonaRoute() {
    const { id } = Route.useParams();
    return <PersonaPage key={id} personaId={id} />;
  },
});
