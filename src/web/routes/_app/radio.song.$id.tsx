import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../ui/PageShell';

export const Route = createFileRoute('/_app/radio/song/$id')({
  component: () => <PageShell page="songRadio" />,
});
