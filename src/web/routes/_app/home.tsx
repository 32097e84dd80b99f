import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { HomePage } from '../../features/discover/HomePage';

/** /home (spec 001 §2): the discover sections, signed in or out. */
export const Route = createFileRoute('/_app/home')({
  staticData: OPEN_TO_ALL,
  component: HomePage,
});
