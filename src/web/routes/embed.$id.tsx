import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../ui/PageShell';

/** The embeddable player (spec 001 §2 /embed/{id}); public and frameable by other sites. */
export const Route = createFileRoute('/embed/$id')({
  component: () => <PageShell page="embed" />,
});
