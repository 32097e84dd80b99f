import { createFileRoute } from '@tanstack/react-router';
import { WorkspacePage } from '../../features/workspaces/WorkspacePage';

/** One workspace (issue 19): its songs and its people. */
export const Route = createFileRoute('/_app/workspaces/$id')({
  component: function WorkspaceRoute() {
    const { id } = Route.useParams();
    return <WorkspacePage key={id} id={id} />;
  },
});
