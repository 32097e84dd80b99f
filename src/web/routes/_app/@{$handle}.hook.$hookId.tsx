import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { HookPage } from '../../features/hooks/HookPage';

export const Route = createFileRoute('/_app/@{$handle}/hook/$hookId')({
  staticData: OPEN_TO_ALL,
  component: function HandleHookRoute() {
    const { hookId } = Route.useParams();
    return <HookPage hookId={hookId} />;
  },
});
