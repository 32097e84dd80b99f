import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../ui/PageShell';

export const Route = createFileRoute('/_app/song/$id')({
  component: () => <PageShell page="song" />,
});
