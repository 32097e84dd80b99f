import { createFileRoute } from '@tanstack/react-router';
import { MakeHookPage } from '../../features/hooks/make/MakeHookPage';

/** Making a hook; `clip` names the song a song's menu started it with. */
export const Route = createFileRoute('/_app/hooks_/new')({
  validateSearch: (search: Record<string, unknown>): { clip?: string } =>
    typeof search.clip === 'string' || typeof search.clip === 'number'
      ? { clip: String(search.clip) }
      : {},
  component: function MakeHookRoute() {
    const { clip } = Route.useSearch();
    return <MakeHookPage clipId={clip} />;
  },
});
