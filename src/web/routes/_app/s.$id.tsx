import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../ui/PageShell';

export const Route = createFileRoute('/_app/s/$id')({
  component: () => <PageShell page="shortLink" />,
});
