import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../ui/PageShell';

export const Route = createFileRoute('/_app/artist')({
  component: () => <PageShell page="artist" />,
});
