import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../ui/PageShell';

/** Search screens use `q` and `type` (spec 001 §2). */
export const Route = createFileRoute('/_app/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string; type?: string } => ({
    ...(typeof search.q === 'string' && { q: search.q }),
    ...(typeof search.type === 'string' && { type: search.type }),
  }),
  component: () => <PageShell page="search" />,
});
