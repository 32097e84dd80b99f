import { createFileRoute } from '@tanstack/react-router';
import { WorkspacesPage, type WorkspacesTab } from '../../features/workspaces/WorkspacesPage';

const TABS: WorkspacesTab[] = ['active', 'trashed', 'invites'];

/** The workspace list screens (spec 001 §2): active, trashed, and the invites list. */
export const Route = createFileRoute('/_app/workspaces/')({
  validateSearch: (search: Record<string, unknown>): { tab?: WorkspacesTab } =>
    TABS.includes(search.tab as WorkspacesTab) ? { tab: search.tab as WorkspacesTab } : {},
  component: function WorkspacesRoute() {
    const { tab } = Route.useSearch();
    return <WorkspacesPage tab={tab ?? 'active'} />;
  },
});
