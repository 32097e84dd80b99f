import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { ContestsPage } from '../../features/contests/ContestsPage';

/** The open contests (/contests), for anyone. */
export const Route = createFileRoute('/_app/contests')({
  staticData: OPEN_TO_ALL,
  component: ContestsPage,
});
