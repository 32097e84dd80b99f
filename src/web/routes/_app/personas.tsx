import { createFileRoute } from '@tanstack/react-router';
import { PersonaListsPage } from '../../features/persona/PersonaListsPage';

/** The user's persona lists: theirs, loved, followed and trashed. */
export const Route = createFileRoute('/_app/personas')({
  component: PersonaListsPage,
});
