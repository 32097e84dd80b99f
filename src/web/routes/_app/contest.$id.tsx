import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { ContestPage } from '../../features/contests/ContestPage';

/** A contest's page (/contest/{id}): its base clips and entries, for anyone. */
export const Route = createFileRoute('/_app/contest/$id')({
  staticData: OPEN_TO_ALL,
  component: function ContestRoute() {
    const { id } = Route.useParams();
    return <ContestPage key={id} contestId={id} />;
  },
});
